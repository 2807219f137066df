import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/index.js';
import { Button } from '../Button/index.js';
import {
  VerificationDialog,
  type VerificationMethod,
  type VerificationStep,
} from './VerificationDialog.js';

const destinations = { email: 'alex.baptiste@example.com', sms: '+1(868) 555-0123' };
const RIGHT_CODE = '123456';

interface DemoProps {
  /** Seconds a code lasts (the spec's default is 120). */
  timeoutSeconds?: number;
  /** The method preset by the app (the login presets email), or none: the choice shows first. */
  presetMethod?: VerificationMethod | null;
}

/**
 * The dialog as an app drives it, with a pretend server: a code lasts `timeoutSeconds`, sending
 * takes a moment, and only 123456 is right.
 */
function VerificationDemo({ timeoutSeconds = 120, presetMethod = null }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  const [verified, setVerified] = useState(false);
  const [step, setStep] = useState<VerificationStep>('choose');
  const [method, setMethod] = useState<VerificationMethod | null>(presetMethod);
  const [expiresAt, setExpiresAt] = useState<number | undefined>(undefined);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [isSending, setSending] = useState(false);
  const [isVerifying, setVerifying] = useState(false);

  function send(by: VerificationMethod, resend: boolean) {
    setSending(true);
    setError(undefined);
    setNotice(undefined);
    setTimeout(() => {
      setSending(false);
      setMethod(by);
      setStep('code');
      setCode('');
      setExpiresAt(Date.now() + timeoutSeconds * 1000);
      // The app shows this as a toast (spec 8); the demo has no toast region.
      if (resend) setNotice(`A new code has been sent to: ${destinations[by]}`);
    }, 300);
  }

  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
          setVerified(false);
          if (presetMethod) send(presetMethod, false);
        }}
      >
        Verify
      </Button>
      {verified ? <p role="status">Verified.</p> : null}
      <VerificationDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        step={step}
        method={method}
        destinations={destinations}
        onChooseMethod={(by) => send(by, false)}
        expiresAt={expiresAt}
        code={code}
        onCodeChange={(digits) => {
          setCode(digits);
          setError(undefined);
        }}
        errorMessage={error}
        notice={notice ? <Alert tone="info">{notice}</Alert> : undefined}
        isSending={isSending}
        isVerifying={isVerifying}
        onSubmit={() => {
          if (code.length !== 6) return setError('Please complete the OTP');
          setVerifying(true);
          setTimeout(() => {
            setVerifying(false);
            if (code === RIGHT_CODE) {
              setOpen(false);
              setVerified(true);
            } else {
              setCode('');
              setError('The verification code is incorrect.');
            }
          }, 300);
        }}
        onResend={() => method && send(method, true)}
        onTryAnotherWay={() => {
          setStep('choose');
          setNotice(undefined);
          setError(undefined);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/VerificationDialog',
  component: VerificationDialog,
  args: {
    isOpen: true,
    step: 'code',
    method: 'email',
    destinations,
    code: '',
    onClose: fn(),
    onChooseMethod: fn(),
    onCodeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onTryAnotherWay: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['choose', 'code'] },
    method: { control: 'inline-radio', options: ['email', 'sms', null] },
    errorMessage: { control: 'text' },
    secondsLeft: { control: { type: 'number', min: 0 } },
    expiresAt: { control: false },
    notice: { control: false },
    codeSentTo: { control: false },
    labels: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component: `
The code step of logging in and signing up (spec 4.1, 4.5), composed from **Dialog**,
**RadioGroup**, **OtpField**, **Button** and **Alert**. It knows nothing of the API: the app passes
the state and handles each command.

- **Choice screen** (\`step: 'choose'\`): *How would you like to receive your code?*, Email or
  SMS, each with where it goes, and **Send code** (\`onChooseMethod\`). Shown when no method is
  preset, and after **Try Another Way**.
- **Code screen** (\`step: 'code'\`): where the code went, the six spaced digits (paste a whole
  code, the phone's SMS autofill through \`autocomplete="one-time-code"\`, digits only), the
  countdown to \`expiresAt\`; at 0 **Submit** is disabled and **Resend code** appears
  (\`onResend\`; a new \`expiresAt\` restarts the full countdown). \`errorMessage\` shows under
  the field and is announced; \`notice\` is an Alert above it (e.g. a send the server refused).
- \`isSending\` shows progress on Send code or Resend code; \`isVerifying\` on Submit. A pending
  button ignores presses: no double submit.
- Focus goes to the chosen method on the choice screen, and to the code field on the code screen,
  after a new code and after an error. Cancel, × and Escape call \`onClose\`; a click outside does
  not close it (a half-typed code is not lost by a stray tap).

**Do** pass the spec's messages (*Please complete the OTP*, the server's text) from the app.
**Don't** auto-submit when six digits are in: the customer presses Submit.
`,
      },
    },
  },
} satisfies Meta<typeof VerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code screen with its props as controls. */
export const Playground: Story = {
  args: { secondsLeft: 105 },
};

/**
 * The whole flow against the pretend server: choose SMS, a wrong code, the code expires, Resend
 * code, then the right code (123456).
 */
export const Flow: Story = {
  render: () => <VerificationDemo timeoutSeconds={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const scope = within(dialog);

    // Choose: email is selected first and has focus; SMS is chosen and sent.
    const email = scope.getByRole('radio', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.click(scope.getByRole('radio', { name: /SMS/ }));
    await userEvent.click(scope.getByRole('button', { name: 'Send code' }));

    // Code: focus in the field, the sentence says where it went.
    const field = await scope.findByRole('textbox', { name: 'Verification Code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(scope.getByText('+1(868) 555-0123')).toBeVisible();

    // A wrong code: the error under the field, the field emptied and focused again.
    await userEvent.type(field, '111111');
    await expect(field).toHaveValue('1 1 1 1 1 1');
    await userEvent.click(scope.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Error: The verification code is incorrect.'),
    );
    await expect(field).toHaveValue('');

    // The countdown reaches 0: Submit disabled, Resend code shows.
    const resend = await scope.findByRole('button', { name: 'Resend code' }, { timeout: 6000 });
    await expect(scope.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(scope.getByText('The code has expired.')).toBeVisible();

    // Resend: a full countdown again, Submit enabled.
    await userEvent.click(resend);
    await waitFor(() => expect(scope.getByRole('timer')).toHaveTextContent('00:03'));
    await expect(scope.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(scope.getByText(/A new code has been sent to/)).toBeVisible();

    // The right code: the dialog closes.
    await userEvent.type(scope.getByRole('textbox', { name: 'Verification Code' }), '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified.');

    // React Aria announces a pending button through a live region that names it by id for 7 s;
    // the dialog's buttons are gone now, so that region is left nameless until it clears.
    await waitFor(
      () =>
        expect(canvasElement.ownerDocument.querySelector('[role="log"] [role="img"]')).toBeNull(),
      { timeout: 9000 },
    );
  },
};

/** The login's case: email is preset, so the code is sent at once and the code screen opens. */
export const PresetEmail: Story = {
  render: () => <VerificationDemo presetMethod="email" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const field = await within(dialog).findByRole('textbox', { name: 'Verification Code' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Another Way' }));
    await expect(
      within(dialog).getByRole('radiogroup', { name: 'How would you like to receive your code?' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
