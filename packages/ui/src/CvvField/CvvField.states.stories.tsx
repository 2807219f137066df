import type { Meta, StoryObj } from '@storybook/react-vite';
import { CvvField } from './CvvField.js';

/** Every state of the CVV field, for visual regression. */
const meta = {
  title: 'Components/CvvField/States',
  component: CvvField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof CvvField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 240 }}>
      <CvvField label="Empty" />
      <CvvField label="Filled" defaultValue="123" isRequired />
      <CvvField
        label="Invalid"
        defaultValue="12"
        isInvalid
        errorMessage="CVV must be exactly 3 digits."
        description="3 digits on the back of the card"
      />
      <CvvField label="Disabled" defaultValue="123" isDisabled />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: '12' } };
