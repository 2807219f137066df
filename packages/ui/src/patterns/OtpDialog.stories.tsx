import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/index.js';
import { Button } from '../Button/index.js';
import { Dialog, DialogTrigger } from '../Dialog/index.js';
import { OtpField } from '../OtpField/index.js';
import { layout } from './sampleData.js';

interface OtpDialogProps {
  /** Seconds the sample code lasts (the spec's default is 120). */
  timeoutSeconds?: number;
  /** Fix the countdown (for screenshots) instead of running a clock. */
  fixedSecondsLeft?: number;
  defaultOpen?: boolean;
}

/** The login's verification dialog (spec 4.1): code, countdown, Submit disabled at 0, resend. */
function OtpDialog({
  timeoutSeconds = 120,
  fixedSecondsLeft,
  defaultOpen = false,
}: OtpDialogProps) {
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + timeoutSeconds * 1000);
  const [expired, setExpired] = useState(fixedSecondsLeft === 0);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);

  const clock = fixedSecondsLeft === undefined ? { expiresAt } : { secondsLeft: fixedSecondsLeft };

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>LOG IN</Button>
      <Dialog
        title="Verification"
        size="small"
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={expired}
              onPress={() => {
                if (code.length !== 6) setError(true);
                else close();
              }}
            >
              Submit
            </Button>
          </>
        )}
      >
        <div style={layout.stack}>
          <p style={{ margin: 0 }}>
            Enter the 6-digit code sent to <strong>a•••••@example.com</strong>.
          </p>
          {resent ? (
            <Alert tone="info" announce="status">
              A new code has been sent.
            </Alert>
          ) : null}
          <OtpField
            {...clock}
            onChange={(_, digits) => {
              setCode(digits);
              if (digits.length === 6) setError(false);
            }}
            onExpire={() => setExpired(true)}
            isInvalid={error}
            errorMessage="Please complete the OTP"
            resend={({ isExpired }) =>
              isExpired ? (
                <Button
                  variant="text"
                  size="small"
                  onPress={() => {
                    setExpiresAt(Date.now() + timeoutSeconds * 1000);
                    setExpired(false);
                    setResent(true);
                  }}
                >
                  Resend code
                </Button>
              ) : null
            }
          />
          <div style={layout.row}>
            <Button variant="text" size="small">
              Try Another Way
            </Button>
          </div>
        </div>
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Patterns/OTP Dialog',
  component: OtpDialog,
  parameters: {
    docs: {
      description: {
        component: `
The verification dialog after a correct login (spec 4.1), composed from **Dialog**, **OtpField**,
**Button** and **Alert**. The countdown runs to the code's expiry; **Submit** is disabled at 0;
after the countdown a **Resend code** button appears in the field's resend slot; resending restarts
the full timeout and shows an info message. *Please complete the OTP* is the spec's message for an
incomplete code. *Try Another Way* goes back to the choice of email or SMS.
`,
      },
    },
  },
} satisfies Meta<typeof OtpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flow: Story = {
  args: { timeoutSeconds: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Verification',
    });
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('button', { name: 'Submit' }));
    await expect(scope.getByText('Please complete the OTP')).toBeVisible();
    const resend = await scope.findByRole('button', { name: 'Resend code' }, { timeout: 5000 });
    await waitFor(() => expect(scope.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await userEvent.click(resend);
    await expect(scope.getByText('A new code has been sent.')).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.type(scope.getByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.click(scope.getByRole('button', { name: 'Submit' }));
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** Open, with 1 minute 45 seconds left. */
export const Open: Story = {
  tags: ['vrt', '!autodocs'],
  args: { defaultOpen: true, fixedSecondsLeft: 105 },
};

/** The code has expired: Submit is disabled and Resend code shows. */
export const Expired: Story = {
  tags: ['vrt', '!autodocs'],
  args: { defaultOpen: true, fixedSecondsLeft: 0 },
};
