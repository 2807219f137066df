import { LOGIN_CAPTCHA_CHALLENGE_PATH, screenText, type LoginField } from '@yo/domain';
import { Alert, Button, FormErrorSummary, Link, PasswordField, TextField } from '@yo/ui';
import { Suspense } from 'react';
import {
  errorList,
  isEditable,
  showsSummary,
  type LoginEvent,
  type LoginState,
} from '../../flows/login/state';
import type { Login } from '../../flows/login/useLogin';
import { later } from '../../forms/later';
import { useTypedBeforeHydration } from '../../forms/typedBeforeHydration';
import { Muted } from '../../layout/page';
import { CenteredLinks, FormCard } from '../../layout/form';
import { loginText } from './text';

/**
 * The captcha, asked for only once the account has been guessed at (the server's refusal after
 * failed logins): a chunk of its own, fetched then, so a first visit of /login does not load it.
 */
const Captcha = later(() => import('../quickpay/Captcha').then((module) => module.Captcha));

/** The id of each field's control, for its label, focus and the error summary's link. */
export const loginFieldId = (field: LoginField) => `login-${field}`;

export interface LoginFormProps {
  state: LoginState;
  send: (event: LoginEvent) => void;
  onForgotPassword: () => void;
  captcha: Login['captcha'];
  /** The browser offers passkeys among the email's suggestions (conditional UI). */
  passkeyAutofill?: boolean;
}

/** Email, password, LOG IN, then Forgot Password and Sign Up (spec 2.3); 5.2's messages. */
export function LoginForm({
  state,
  send,
  onForgotPassword,
  captcha,
  passkeyAutofill,
}: LoginFormProps) {
  const { values, errors } = state;
  const readOnly = !isEditable(state);
  useTypedBeforeHydration(
    (['username', 'password'] as const).map((name) => ({
      id: loginFieldId(name),
      value: values[name],
      take: (typed: string) => send({ type: 'change', field: name, value: typed }),
    })),
  );
  const field = (name: LoginField) => ({
    id: loginFieldId(name),
    value: values[name],
    isRequired: true,
    isReadOnly: readOnly,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    onChange: (value: string) => send({ type: 'change', field: name, value }),
  });

  return (
    <FormCard
      noValidate
      aria-labelledby="page-title"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <FormErrorSummary
        title={loginText.summaryTitle}
        errors={
          showsSummary(state)
            ? errorList(state).map(({ field: name, message }) => ({
                id: loginFieldId(name),
                message,
              }))
            : []
        }
        submitCount={state.attempts}
      />
      <TextField
        {...field('username')}
        label={loginText.email}
        type="email"
        inputMode="email"
        // "webauthn": the browser may offer passkeys among the suggestions (conditional UI).
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        autoCapitalize="off"
        spellCheck="false"
      />
      <PasswordField
        {...field('password')}
        label={loginText.password}
        autoComplete="current-password"
        toggleLabel={loginText.showPassword}
      />
      {state.captchaAsked ? (
        <Suspense fallback={null}>
          <Captcha
            // Keyed by the account: another email is another challenge.
            key={values.username.trim().toLowerCase()}
            challengeUrl={`${LOGIN_CAPTCHA_CHALLENGE_PATH}?username=${encodeURIComponent(values.username.trim())}`}
            onChange={captcha.onChange}
            resetKey={captcha.resetKey}
          />
        </Suspense>
      ) : null}
      <Button
        type="submit"
        fullWidth
        isPending={state.phase === 'checking'}
        pendingLabel={loginText.checking}
        isDisabled={state.phase === 'code' || state.phase === 'signedIn'}
      >
        {screenText.logIn}
      </Button>
      {state.notice ? <Alert tone="error">{state.notice}</Alert> : null}
      <CenteredLinks>
        <Button variant="text" onPress={onForgotPassword} isDisabled={readOnly}>
          {screenText.forgotPassword}
        </Button>
        <Muted as="span">
          {loginText.noAccount} <Link href="/signup">{screenText.signUp}</Link>
        </Muted>
      </CenteredLinks>
    </FormCard>
  );
}
