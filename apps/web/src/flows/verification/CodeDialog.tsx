import { Alert, VerificationDialog } from '@yo/ui';
import { displayDestination } from './state';
import type { Verification } from './useVerification';

export interface CodeDialogProps {
  verification: Verification;
  /** The dialog's title; 'Verification' by default. */
  title?: string;
}

/** The code dialog (spec 4.1, 4.5): @yo/ui's VerificationDialog driven by `useVerification`. */
export function CodeDialog({ verification, title }: CodeDialogProps) {
  const { state, send, submit, close, destinations } = verification;
  return (
    <VerificationDialog
      isOpen={state.step !== 'closed'}
      onClose={close}
      {...(title ? { title } : {})}
      step={state.step === 'choose' ? 'choose' : 'code'}
      method={state.method}
      destinations={{
        email: displayDestination('email', destinations.email),
        sms: displayDestination('sms', destinations.sms),
      }}
      onChooseMethod={(method) => void send({ type: 'choose', method })}
      expiresAt={state.sent?.expiresAt}
      code={state.code}
      onCodeChange={(code) => void send({ type: 'edit', code })}
      errorMessage={state.error}
      notice={state.notice ? <Alert tone="error">{state.notice}</Alert> : undefined}
      isSending={state.sending}
      isVerifying={state.verifying}
      onSubmit={() => void submit()}
      onResend={() => void send({ type: 'resend' })}
      onTryAnotherWay={() => void send({ type: 'tryAnotherWay' })}
    />
  );
}
