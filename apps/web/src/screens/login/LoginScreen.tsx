import { useState } from 'react';
import { useSearch } from 'wouter';
import { afterSignInPath } from '../../app/session';
import { useLogin } from '../../flows/login/useLogin';
import { CodeDialog } from '../../flows/verification';
import { Lead, Title } from '../../layout/page';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { FormColumn } from '../../layout/form';
import { LoginForm, loginFieldId } from './LoginForm';
import { loginText } from './text';

/**
 * /login (spec 2.3, 4.1, 5.2, 8): the password, then the code dialog; once signed in, the page
 * that was asked for (`/login?next=…`) or the dashboard.
 */
export default function LoginScreen() {
  const search = useSearch();
  const { state, send, verification } = useLogin({
    next: afterSignInPath(search),
    focusField: (field) => document.getElementById(loginFieldId(field))?.focus(),
  });
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <FormColumn>
      <Title id="page-title">{loginText.title}</Title>
      <Lead>{loginText.lead}</Lead>
      <LoginForm state={state} send={send} onForgotPassword={() => setForgotOpen(true)} />
      {forgotOpen ? (
        <ForgotPasswordDialog email={state.values.username} onClose={() => setForgotOpen(false)} />
      ) : null}
      <CodeDialog verification={verification} />
    </FormColumn>
  );
}
