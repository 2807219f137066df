import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert/index.js';
import { VerificationDialog } from './VerificationDialog.js';

const noop = () => undefined;

/** Each screen and state of the dialog, with a fixed countdown, for visual regression. */
const meta = {
  title: 'Components/VerificationDialog/States',
  component: VerificationDialog,
  tags: ['vrt', '!autodocs'],
  args: {
    isOpen: true,
    step: 'code',
    method: 'email',
    destinations: { email: 'alex.baptiste@example.com', sms: '+1(868) 555-0123' },
    code: '',
    secondsLeft: 105,
    onClose: noop,
    onChooseMethod: noop,
    onCodeChange: noop,
    onSubmit: noop,
    onResend: noop,
    onTryAnotherWay: noop,
  },
} satisfies Meta<typeof VerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No method chosen yet: Email or SMS, each with where it goes. */
export const Choose: Story = { args: { step: 'choose', method: null } };

/** The code screen, 1 minute 45 seconds left, part of the code typed. */
export const Code: Story = { args: { method: 'sms', code: '123' } };

/** The code expired: Submit disabled, Resend code shown. */
export const Expired: Story = { args: { code: '123456', secondsLeft: 0 } };

/** A refused code: the server's text under the field, the field emptied. */
export const WrongCode: Story = {
  args: { secondsLeft: 87, errorMessage: 'The verification code is incorrect.' },
};

/** A send the server refused, shown above the choice. */
export const Refused: Story = {
  args: {
    step: 'choose',
    method: 'email',
    notice: <Alert tone="error">Server communication error. Please try again later</Alert>,
  },
};

/** A code is being sent: Send code shows progress. */
export const Sending: Story = { args: { step: 'choose', method: 'sms', isSending: true } };

/** The code is being checked: Submit shows progress. */
export const Verifying: Story = { args: { code: '123456', secondsLeft: 64, isVerifying: true } };
