import { TOAST_LONG_MS, screenText, toastMessages } from '@yo/domain';
import { Alert, Button, Dialog, TextField } from '@yo/ui';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { notify } from '../../app/toasts';
import {
  forgotStateFor,
  forgotStep,
  type ForgotCommand,
  type ForgotEvent,
} from '../../flows/login/forgot';
import { loginFailureText } from '../../flows/login/state';
import { useFlow } from '../../flows/login/useFlow';
import { DialogForm } from '../../layout/form';
import { loginText } from './text';

const FORM_ID = 'forgot-password-form';
const EMAIL_ID = 'forgot-password-email';

/**
 * Forgot Password (spec 2.3, 4.2): an email, Submit sends the reset link; success closes with
 * the 30 s info toast, a failure stays here with the server's message. Mount it to open it.
 */
export function ForgotPasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  function run(command: ForgotCommand, send: (event: ForgotEvent) => void) {
    switch (command.type) {
      case 'focusEmail':
        document.getElementById(EMAIL_ID)?.focus();
        return;
      case 'send':
        void api
          .call('sendResetPasswordEmail', { query: { email: command.email } })
          .then((result) =>
            send(result.ok ? { type: 'sent' } : { type: 'failed', msg: loginFailureText(result) }),
          );
        return;
      case 'done':
        onClose();
        notify('info', toastMessages.resetLinkSent(command.email), TOAST_LONG_MS);
        return;
    }
  }
  const [state, send] = useFlow(forgotStep, () => forgotStateFor(email), run);
  // The dialog is for typing the email: start there (the dialog itself takes focus first).
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(EMAIL_ID)?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const close = () => {
    if (!state.sending) onClose();
  };

  return (
    <Dialog
      title={loginText.forgotTitle}
      size="small"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!state.sending}
      isKeyboardDismissDisabled={state.sending}
      actions={
        <>
          <Button variant="text" onPress={close} isDisabled={state.sending}>
            {screenText.cancel}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isPending={state.sending}
            pendingLabel={loginText.sendingLink}
          >
            {screenText.submit}
          </Button>
        </>
      }
    >
      <DialogForm
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        <p>{loginText.forgotLead}</p>
        {state.failure ? <Alert tone="error">{state.failure}</Alert> : null}
        <TextField
          id={EMAIL_ID}
          label={loginText.forgotEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck="false"
          isRequired
          value={state.email}
          isReadOnly={state.sending}
          isInvalid={state.error !== undefined}
          errorMessage={state.error}
          onChange={(value) => send({ type: 'change', email: value })}
        />
      </DialogForm>
    </Dialog>
  );
}
