import { errorMessages, type AuthResult, type LoginField, type StoredCode } from '@yo/domain';
import { useEffect, useRef, useState } from 'react';
import { useVerification, type Verification } from '../verification/useVerification';
import { usePasskeyStep, type PasskeyLoginServices, type PasskeyStep } from './passkeys';
import { planSecondStep } from './secondStep';
import { appLoginServices, type LoginServices } from './services';
import {
  asksForCaptcha,
  initialLoginState,
  loginFailureText,
  loginStep,
  type LoginEvent,
  type LoginState,
} from './state';
import { useFlow } from './useFlow';

/** Who the code dialog is for: the email typed and the phone the password check answered. */
interface SecondStep {
  email: string;
  phone: string;
}

export interface Login {
  state: LoginState;
  send: (event: LoginEvent) => void;
  verification: Verification;
  /** The captcha's proof (once the server asked for it) and the key that resets its widget. */
  captcha: { onChange: (payload: string) => void; resetKey: number };
  /** A customer with a passkey is offered it before the codes. */
  passkey: PasskeyStep;
  /** The passkey dialog closed: back to the form, no code sent. */
  closePasskey: () => void;
}

/**
 * The login (spec 4.1): the form's state machine, the password check, then the code dialog on the
 * pending token; a right code signs in and goes to `afterSignInPath` (the page asked for).
 */
export function useLogin(options: {
  /** Where to go once signed in. */
  next: string;
  focusField: (field: LoginField) => void;
  services?: LoginServices;
  passkeyServices?: PasskeyLoginServices;
}): Login {
  const services = options.services ?? appLoginServices;
  const [second, setSecond] = useState<SecondStep>({ email: '', phone: '' });
  const secondRef = useRef(second);
  const bearer = () => services.pendingToken()?.token ?? '';
  const captchaProof = useRef('');
  const [captchaResets, setCaptchaResets] = useState(0);

  async function signIn(token: string): Promise<string | undefined> {
    const done = await services.completeSignIn(token);
    if (!done.ok) return done.msg;
    sendLogin({ type: 'signedIn' });
    services.navigate(options.next);
    return undefined;
  }

  const verification = useVerification<AuthResult | null>({
    purpose: 'login',
    owner: second.email,
    destinations: { email: second.email, sms: second.phone },
    send: async (method) => {
      const result = await services.sendCode(method, secondRef.current, bearer());
      // A server that asks for no second step (twoFactor off): login completes at once (4.1).
      if (result.ok && !result.data.twoFactor) {
        const failure = await signIn(bearer());
        verification.close();
        if (failure) sendLogin({ type: 'refused', msg: failure });
      }
      return result;
    },
    verify: (code: string, sent: StoredCode) => services.verifyCode(code, sent, bearer()),
    // A login code always answers the user session; anything else is not a sign-in.
    onVerified: async (data) => (data ? signIn(data.token) : errorMessages.serverCommunication),
  });

  const passkey = usePasskeyStep({
    bearer,
    signIn,
    ...(options.passkeyServices ? { services: options.passkeyServices } : {}),
  });

  async function checkPassword(
    values: LoginState['values'],
    send: (event: LoginEvent) => void,
  ): Promise<void> {
    const proof = captchaProof.current;
    const result = await services.checkPassword(proof ? { ...values, captcha: proof } : values);
    // A proof is good once: a new one is solved for the next try.
    if (proof) setCaptchaResets((resets) => resets + 1);
    if (!result.ok) {
      return send({
        type: 'refused',
        msg: loginFailureText(result),
        askCaptcha: asksForCaptcha(result),
      });
    }
    const plan = planSecondStep({
      newToken: result.data.token,
      stored: services.pendingToken(),
      codeInFlight: services.codeInFlight(values.username),
      now: services.now(),
    });
    if (!plan.reuseCode) {
      // A stored code belongs to another pending session: it cannot be checked on this one.
      services.forgetCode();
      services.storePendingToken(plan.bearer);
    }
    if (plan.revoke) services.revoke(plan.revoke);
    // A code already in flight is kept to; otherwise a passkey, if the customer has one, comes first.
    if (!plan.reuseCode) await passkey.check(plan.bearer);
    else passkey.dismiss();
    secondRef.current = { email: values.username, phone: result.data.phoneNumber };
    setSecond(secondRef.current);
    send({ type: 'accepted' });
  }

  const [state, sendLogin] = useFlow(loginStep, initialLoginState, (command, send) => {
    if (command.type === 'focusField') options.focusField(command.field);
    else void checkPassword(command.values, send);
  });

  // The dialog opens once the render with the new owner and phone is done (4.1 step 3: by email).
  const started = useRef(false);
  const passkeyDeclined = useRef(false);
  const { step, sending } = verification.state;
  const { start } = verification;
  useEffect(() => {
    if (state.phase !== 'code') {
      started.current = false;
      passkeyDeclined.current = false;
      return;
    }
    if (!started.current) {
      if (passkey.offered) return;
      started.current = true;
      // Try Another Way from the passkey: the choice of SMS or email, as the code dialog's own.
      void start(passkeyDeclined.current ? null : 'email');
    } else if (step === 'closed' && !sending) {
      // Cancelled, or the first send failed (its toast says so): back to the form.
      sendLogin({ type: 'codeClosed' });
    }
  }, [state.phase, step, sending, start, sendLogin, passkey.offered]);

  const captcha = {
    onChange: (payload: string) => void (captchaProof.current = payload),
    resetKey: captchaResets,
  };
  return {
    state,
    send: sendLogin,
    verification,
    captcha,
    passkey: {
      ...passkey,
      dismiss: () => {
        passkeyDeclined.current = true;
        passkey.dismiss();
      },
    },
    closePasskey: () => {
      passkey.dismiss();
      sendLogin({ type: 'codeClosed' });
    },
  };
}
