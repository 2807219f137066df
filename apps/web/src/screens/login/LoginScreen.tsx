import { screenText } from '@yo/domain';
import { Spinner } from '@yo/ui';
import { Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { afterSignInPath } from '../../app/session';
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

/** The customer has started: the dialogs that follow the form (code, forgot password) are fetched. */
function preloadDialogs() {
  preloadCodeDialog();
  ForgotPasswordDialog.preload();
}

/**
 * /login (spec 2.3, 4.1, 5.2, 8): the password, then the code dialog; once signed in, the page
 * that was asked for (`/login?next=…`) or the dashboard.
 */
export default function LoginScreen() {
  const search = useSearch();
  const { state, send, verification, captcha } = useLogin({
    next: afterSignInPath(search),
    focusField: (field) => document.getElementById(loginFieldId(field))?.focus(),
  });
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <FormColumn onFocus={preloadDialogs}>
      <Title id="page-title">{loginText.title}</Title>
      <Lead>{loginText.lead}</Lead>
      <LoginForm
        state={state}
        send={send}
        onForgotPassword={() => setForgotOpen(true)}
        captcha={captcha}
      />
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
