import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExpiryField } from './ExpiryField.js';

/** Every state of the expiry field, for visual regression. */
const meta = {
  title: 'Components/ExpiryField/States',
  component: ExpiryField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof ExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 240 }}>
      <ExpiryField label="Empty" />
      <ExpiryField label="Partial" defaultValue="123" />
      <ExpiryField label="Filled" defaultValue="0928" isRequired />
      <ExpiryField
        label="Invalid"
        defaultValue="1320"
        isInvalid
        errorMessage="Expiration date is invalid."
      />
      <ExpiryField label="Disabled" defaultValue="0928" isDisabled />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: '09' } };
