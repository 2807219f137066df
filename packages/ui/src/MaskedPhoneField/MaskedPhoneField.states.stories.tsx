import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaskedPhoneField } from './MaskedPhoneField.js';

/** Every state of the phone field, for visual regression. */
const meta = {
  title: 'Components/MaskedPhoneField/States',
  component: MaskedPhoneField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof MaskedPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <MaskedPhoneField label="Default prefix" />
      <MaskedPhoneField label="Filled" defaultValue="18685551234" isRequired />
      <MaskedPhoneField
        label="Bill pay mask"
        mask="#(###)###-####"
        prefix="1868"
        defaultValue="18685551234"
      />
      <MaskedPhoneField
        label="Invalid"
        defaultValue="1868"
        isInvalid
        errorMessage="Your mobile number must be at least 11 digits. E.g 1(868) 555 1234"
      />
      <MaskedPhoneField label="Disabled" defaultValue="18685551234" isDisabled />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true } };
