import { passkeyMessages, screenText } from '@yo/domain';
import { Alert, Button, Spinner } from '@yo/ui';
import { Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { afterSignInPath } from '../../app/session';
import { usePasskeySignIn } from '../../flows/login/passkeys';
import { useLogin } from '../../flows/login/useLogin';
import { later } from '../../forms/later';
import { LazyCodeDialog, preloadCodeDialog } from '../../flows/verification/LazyCodeDialog';
import { Lead, Title } from '../../layout/page';
import { FormColumn } from '../../layout/form';
import { LoginForm, loginFieldId } from './LoginForm';
import { loginText } from './text';

const ForgotPasswordDialog = later(() =>
  import('./ForgotPasswordDialog').then((module) => module.ForgotPasswordDialog),
);
const PasskeyDialog = later(() => import('./PasskeyDialog').then((module) => module.PasskeyDialog));

/** The customer has started: the dialogs that follow the form (code, forgot password) are fetched. */
function preloadDialogs() {
  preloadCodeDialog();
  ForgotPasswordDialog.preload();
  PasskeyDialog.preload();
}

/**
 * /login (spec 2.3, 4.1, 5.2, 8): the password, then the code dialog; once signed in, the page
 * that was asked for (`/login?next=…`) or the dashboard.
 */
export default function LoginScreen() {
  const search = useSearch();
  const next = afterSignInPath(search);
  const { state, send, verification, captcha, passkey, closePasskey } = useLogin({
    next,
    focusField: (field) => document.getElementById(loginFieldId(field))?.focus(),
  });
  const [forgotOpen, setForgotOpen] = useState(false);
  const passkeyAlone = usePasskeySignIn({ next });

  return (
    <FormColumn
      onFocus={() => {
        preloadDialogs();
        passkeyAlone.offerAutofill();
      }}
    >
      <Title id="page-title">{loginText.title}</Title>
      <Lead>{loginText.lead}</Lead>
      <LoginForm
        state={state}
        send={send}
        onForgotPassword={() => setForgotOpen(true)}
        captcha={captcha}
        passkeyAutofill={passkeyAlone.autofillAvailable}
      />
      <Button
        variant="outline"
        fullWidth
        onPress={() => void passkeyAlone.signIn()}
        isPending={passkeyAlone.busy}
        pendingLabel={passkeyMessages.waiting}
        isDisabled={state.phase === 'code' || state.phase === 'signedIn'}
      >
        {passkeyMessages.signInWithPasskey}
      </Button>
      {passkeyAlone.error ? <Alert tone="error">{passkeyAlone.error}</Alert> : null}
      {state.phase === 'code' && passkey.offered ? (
        <Suspense fallback={<Spinner label={passkeyMessages.waiting} size="small" />}>
          <PasskeyDialog passkey={passkey} onClose={closePasskey} />
        </Suspense>
      ) : null}
      {forgotOpen ? (
        <Suspense fallback={<Spinner label={screenText.loadingBillPay} size="small" />}>
          <ForgotPasswordDialog
            email={state.values.username}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      ) : null}
      <LazyCodeDialog verification={verification} />
    </FormColumn>
  );
}
