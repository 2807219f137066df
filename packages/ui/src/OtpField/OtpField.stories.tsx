import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { OtpField } from './OtpField.js';

const meta = {
  title: 'Components/OtpField',
  component: OtpField,
  args: { label: 'Verification Code', onChange: fn(), onComplete: fn() },
  argTypes: {
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    expiredLabel: { control: 'text' },
    secondsLeft: { control: { type: 'number', min: 0 } },
    expiresAt: { control: false },
    resend: { control: false },
    countdownLabel: { control: false },
    onChange: { control: false },
    onComplete: { control: false },
    onExpire: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
    onKeyDown: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The one-time code of login, signup and phone verification: **six digits shown spaced**
(*1 2 3 4 5 6*). One input, so pasting a whole code (even from a message such as "Your code is
654 321") or the phone's autofill (\`autocomplete="one-time-code"\`) fills it at once.

- **Countdown**: pass \`secondsLeft\` (the app runs the clock) or \`expiresAt\` (the field runs it);
  it shows *Code expires in 01:59* as a \`timer\` (not read every second) and announces
  **expiredLabel** politely at 0. \`onExpire\` fires once.
- **resend**: the app's *Resend code* button, or a function of \`{ isExpired, secondsLeft }\` so the
  button appears after the countdown (spec 4.1). Resending gives a new \`expiresAt\`, which restarts
  the clock.
- **onComplete** fires when all six digits are in (e.g. to enable Submit). The messages
  (*Please complete the OTP*, *OTP should be number only.*) are the app's.

**Do** disable Submit at 0 seconds, as the spec says, and move focus back to the field after a resend.
**Don't** split the code into six inputs, or auto-submit without the user's Submit.
`,
      },
    },
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { secondsLeft: 119 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification Code' });
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('1 2 3 4 5 6');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Code expires in 01:59');
  },
};

export const PasteACode: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('Your code is 654 321');
    await expect(input).toHaveValue('6 5 4 3 2 1');
  },
};

/** The countdown runs out, the expiry is announced and the app's Resend code button appears. */
function ResendDemo() {
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + 2000);
  const [resent, setResent] = useState(false);
  return (
    <OtpField
      expiresAt={expiresAt}
      description={resent ? 'A new code has been sent.' : undefined}
      resend={({ isExpired }) =>
        isExpired ? (
          <Button
            variant="text"
            size="small"
            onPress={() => {
              setResent(true);
              setExpiresAt(Date.now() + 120_000);
            }}
          >
            Resend code
          </Button>
        ) : null
      }
    />
  );
}

export const CountdownAndResend: Story = {
  render: () => <ResendDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 5000 });
    await expect(canvas.getByText('The code has expired.')).toBeVisible();
    await userEvent.click(resend);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/0[12]:[0-5]\d/);
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '123',
    isInvalid: true,
    errorMessage: 'Please complete the OTP',
    secondsLeft: 75,
  },
};

export const Disabled: Story = { args: { defaultValue: '123456', isDisabled: true } };
