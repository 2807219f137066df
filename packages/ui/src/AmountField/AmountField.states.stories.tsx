import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountField } from './AmountField.js';

/** Every state of the amount field, for visual regression. */
const meta = {
  title: 'Components/AmountField/States',
  component: AmountField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <AmountField label="Empty" placeholder="0.00" />
      <AmountField label="Filled" defaultValue="1250.5" isRequired />
      <AmountField
        label="Invalid"
        defaultValue="6000"
        isInvalid
        errorMessage="Amount cannot be more than $5000.00"
        description="Between $25.00 and $5,000.00"
      />
      <AmountField
        label="Custom top-up amount"
        defaultValue="20"
        isInvalid
        errorMessage="Minimum Top Up Amount is $50"
      />
      <AmountField label="Disabled" defaultValue="100" isDisabled />
      <AmountField label="Read only" defaultValue="100" isReadOnly />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: '25' } };
