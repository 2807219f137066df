import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { MultiSelect } from './MultiSelect.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

const providers = [
  { id: 'tstt', label: 'TSTT' },
  { id: 'tntec', label: 'T&TEC' },
  { id: 'wasa', label: 'WASA' },
  { id: 'flow', label: 'Flow' },
  { id: 'long', label: 'Trinidad and Tobago Electricity Commission' },
];

/** Every state of a multi-select, for visual regression. */
const meta = {
  title: 'Components/MultiSelect/States',
  component: MultiSelect,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Providers', options: providers },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <MultiSelect label="Transaction Type" options={providers} />
      <MultiSelect label="Providers" options={providers} defaultValue={['tstt', 'wasa', 'long']} />
      <MultiSelect
        label="Providers"
        options={providers}
        isDisabled
        description="Select transaction type (Bill Pay) to filter providers"
      />
      <MultiSelect
        label="Carriers"
        options={providers}
        isDisabled
        defaultValue={['flow']}
        description="Select transaction type (Top Up) to filter carriers"
      />
      <MultiSelect
        label="Carriers"
        options={providers}
        isInvalid
        errorMessage="Choose at least one carrier"
      />
    </div>
  ),
};

export const Open: Story = { args: { defaultOpen: true, defaultValue: ['tstt', 'flow'] } };

export const Focused: Story = { args: { autoFocus: true, defaultValue: ['tstt'] } };
