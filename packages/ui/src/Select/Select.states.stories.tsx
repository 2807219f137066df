import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Select } from './Select.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

const states = [
  { id: 'AL', label: 'Alabama' },
  { id: 'CA', label: 'California' },
  { id: 'FL', label: 'Florida', isDisabled: true },
  { id: 'NY', label: 'New York' },
  { id: 'TX', label: 'Texas' },
];

/** Every state of a select, for visual regression. */
const meta = {
  title: 'Components/Select/States',
  component: Select,
  tags: ['vrt', '!autodocs'],
  args: { label: 'State', options: states },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <Select label="Empty" options={states} description="Only for addresses in the USA." />
      <Select label="Chosen" options={states} defaultValue="NY" isRequired />
      <Select
        label="State"
        options={states}
        isRequired
        isInvalid
        errorMessage="State is required."
      />
      <Select label="Disabled" options={states} isDisabled defaultValue="TX" />
      <Select
        label="A long label that wraps on a narrow phone screen without overlapping"
        options={[{ id: 'long', label: 'An option with a very long label that does not fit' }]}
        defaultValue="long"
      />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true } };
