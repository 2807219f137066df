import { RESET_SUCCESS_NOTICE_MS, screenText, toastMessages } from '@yo/domain';
import { Alert, Button, Dialog, Link, PasswordField } from '@yo/ui';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../app/api';
import { notify } from '../../app/toasts';
import { useFlow } from '../../flows/login/useFlow';
import {
  initialResetState,
  refFromSearch,
  resetFailureText,
  resetStep,
  type ResetCommand,
  type ResetEvent,
} from '../../flows/reset-password/state';
import { DialogForm } from '../../layout/form';
import { resetText } from './text';

const FORM_ID = 'reset-password-form';
const fieldId = (field: 'password' | 'confirmPassword') => `reset-${field}`;

/** /resetpassword?ref=… (spec 2.9, 4.2, 5.5): a full-screen dialog to choose a new password. */
export default function ResetPasswordScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();

  function run(command: ResetCommand, send: (event: ResetEvent) => void) {
    switch (command.type) {
      case 'focusField':
        document.getElementById(fieldId(command.field))?.focus();
        return;
      case 'reset':
        void api
          .call('resetPassword', { body: { ValidString: command.ref, Password: command.password } })
          .then((result) =>
            send(
              result.ok ? { type: 'succeeded' } : { type: 'failed', msg: resetFailureText(result) },
            ),
          );
        return;
      case 'toLogin':
        navigate('/login', { replace: true });
        notify('success', toastMessages.passwordReset, RESET_SUCCESS_NOTICE_MS);
        return;
    }
  }

  const [state, send] = useFlow(resetStep, () => initialResetState(refFromSearch(search)), run);
  const { values, errors } = state;
  const close = () => navigate('/');
  const field = (name: 'password' | 'confirmPassword') => ({
    id: fieldId(name),
    value: values[name],
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: true,
    isReadOnly: state.submitting,
    autoComplete: 'new-password' as const,
    onChange: (value: string) => send({ type: 'change', field: name, value }),
  });

  return (
    <Dialog
      title={screenText.resetPasswordTitle}
      size="fullScreen"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      closeLabel={resetText.close}
      isKeyboardDismissDisabled={state.submitting}
      actions={
        <>
          <Button variant="text" onPress={close} isDisabled={state.submitting}>
            {resetText.close}
          </Button>
          {state.ref === undefined ? null : (
            <Button
              type="submit"
              form={FORM_ID}
              isPending={state.submitting}
              pendingLabel={resetText.submitting}
            >
              {screenText.submit}
            </Button>
          )}
        </>
      }
    >
      {state.ref === undefined ? (
        <Alert
          tone="warning"
          title={resetText.missingRefTitle}
          action={
            <Link href="/login" appearance="button" buttonVariant="secondary">
              {resetText.toLogin}
            </Link>
          }
        >
          {resetText.missingRef}
        </Alert>
      ) : (
        <DialogForm
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <p>{resetText.lead}</p>
          {state.failure ? <Alert tone="error">{state.failure}</Alert> : null}
          <PasswordField
            {...field('password')}
            label={resetText.password}
            description={resetText.passwordHint}
            toggleLabel={resetText.showPassword}
          />
          <PasswordField
            {...field('confirmPassword')}
            label={resetText.confirmPassword}
            toggleLabel={resetText.showConfirmPassword}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
