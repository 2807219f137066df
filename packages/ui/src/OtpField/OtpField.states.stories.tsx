import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.js';
import { OtpField } from './OtpField.js';

/** Every state of the OTP field, for visual regression. */
const meta = {
  title: 'Components/OtpField/States',
  component: OtpField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <OtpField label="Empty, counting down" secondsLeft={120} />
      <OtpField label="Partial" defaultValue="123" secondsLeft={59} />
      <OtpField label="Filled" defaultValue="123456" secondsLeft={5} isRequired />
      <OtpField
        label="Expired, with resend"
        defaultValue="123456"
        secondsLeft={0}
        resend={
          <Button variant="text" size="small">
            Resend code
          </Button>
        }
      />
      <OtpField
        label="Invalid"
        defaultValue="12"
        isInvalid
        errorMessage="Please complete the OTP"
        secondsLeft={75}
      />
      <OtpField label="Disabled" defaultValue="123456" isDisabled />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, secondsLeft: 100 } };
