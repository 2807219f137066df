/**
 * Passkeys at login (issue #34): offered first on the code step to a customer who has one, and
 * "Sign in with a passkey" on /login alone (discoverable credentials, and the browser's passkey
 * autofill where it offers one). A passkey that passes gives the user token a right code would.
 */
import {
  passkeyMessages,
  type AuthResult,
  type CallResult,
  type PasskeySignInOptions,
} from '@yo/domain';
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../app/api';
import { completeSignIn } from '../../app/session';
import {
  autofillSupported,
  cancelPasskeyRequest,
  getPasskey,
  type AuthenticationAnswer,
} from '../passkeys/ceremony';

export interface PasskeyLoginServices {
  /** With a pending token: that customer's passkeys; without: any discoverable one. */
  options: (bearer?: string) => Promise<CallResult<PasskeySignInOptions>>;
  signIn: (answer: AuthenticationAnswer, bearer?: string) => Promise<CallResult<AuthResult>>;
  getPasskey: typeof getPasskey;
}

export const appPasskeyLoginServices: PasskeyLoginServices = {
  options: (bearer) => api.call('passkeySignInOptions', {}, bearer ? { bearer } : {}),
  signIn: (answer, bearer) =>
    api.call('passkeySignIn', { body: { response: answer } }, bearer ? { bearer } : {}),
  getPasskey,
};

/**
 * One ceremony from options to the user token: the error text to show, or the token. A
 * cancelled autofill request (another ceremony started) answers null: nothing to say.
 */
async function passkeyCeremony(
  services: PasskeyLoginServices,
  bearer: string | undefined,
  autofill = false,
  /** Still wanted once the options are in (an autofill request gives way to a pressed button). */
  wanted = () => true,
): Promise<{ token: string } | { error: string } | null> {
  const options = await services.options(bearer);
  if (!wanted()) return null;
  if (!options.ok) return { error: options.msg };
  const ceremony = await services.getPasskey(options.data.options, autofill);
  if (!ceremony.ok) return ceremony.aborted && autofill ? null : { error: ceremony.message };
  const result = await services.signIn(ceremony.answer, bearer);
  return result.ok ? { token: result.data.token } : { error: result.msg };
}

export interface PasskeyStep {
  /** The customer has a passkey: it is offered before the codes. */
  offered: boolean;
  busy: boolean;
  error: string | undefined;
  /** Asks the server whether the pending customer has a passkey. */
  check: (bearer: string) => Promise<boolean>;
  use: () => Promise<void>;
  /** Try Another Way, or the dialog closed: the codes as before. */
  dismiss: () => void;
}

/** The passkey offered first on the login's code step. */
export function usePasskeyStep(options: {
  bearer: () => string;
  signIn: (token: string) => Promise<string | undefined>;
  services?: PasskeyLoginServices;
}): PasskeyStep {
  const services = options.services ?? appPasskeyLoginServices;
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function check(bearer: string) {
    const answer = await services.options(bearer).catch(() => undefined);
    const yes = answer?.ok === true && answer.data.offered;
    setError(undefined);
    setOffered(yes);
    return yes;
  }

  async function use() {
    setBusy(true);
    setError(undefined);
    const outcome = await passkeyCeremony(services, options.bearer()).catch(() => ({
      error: passkeyMessages.failed,
    }));
    if (outcome && 'token' in outcome) {
      const failure = await options.signIn(outcome.token);
      if (failure) setError(failure);
    } else if (outcome) setError(outcome.error);
    setBusy(false);
  }

  return { offered, busy, error, check, use, dismiss: () => setOffered(false) };
}

export interface PasskeySignIn {
  busy: boolean;
  error: string | undefined;
  signIn: () => Promise<void>;
  /** The form got focus: the browser may now offer passkeys in the email field's suggestions. */
  offerAutofill: () => void;
  /** This browser can offer passkeys in a field's suggestions. */
  autofillAvailable: boolean;
}

/** "Sign in with a passkey" on /login, and the passkey autofill of the email field. */
export function usePasskeySignIn(options: {
  next: string;
  services?: PasskeyLoginServices;
}): PasskeySignIn {
  const services = options.services ?? appPasskeyLoginServices;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const latest = useRef(options);
  latest.current = options;

  async function finish(outcome: { token: string } | { error: string } | null) {
    if (!outcome) return;
    if ('error' in outcome) return setError(outcome.error);
    const done = await completeSignIn(outcome.token);
    if (!done.ok) return setError(done.msg);
    navigate(latest.current.next, { replace: true });
  }

  /** The autofill request: not yet asked, waiting, or over (the page left, a button pressed). */
  const autofill = useRef<'idle' | 'started' | 'over'>('idle');
  const autofillWanted = () => autofill.current === 'started';
  const [autofillAvailable, setAutofillAvailable] = useState(false);
  useEffect(() => {
    void autofillSupported().then(setAutofillAvailable);
  }, []);
  useEffect(
    () => () => {
      if (autofillWanted()) cancelPasskeyRequest();
      autofill.current = 'over';
    },
    [],
  );

  /** Starts the autofill request once, when the customer first reaches the form. */
  function offerAutofill() {
    if (autofill.current !== 'idle') return;
    autofill.current = 'started';
    void autofillSupported().then(async (supported) => {
      if (!supported || !autofillWanted()) return;
      const outcome = await passkeyCeremony(services, undefined, true, autofillWanted).catch(
        () => null,
      );
      if (autofillWanted()) await finish(outcome);
    });
  }

  async function signIn() {
    // The button's own request replaces the autofill one (starting it cancels the other).
    autofill.current = 'over';
    setBusy(true);
    setError(undefined);
    const outcome = await passkeyCeremony(services, undefined).catch(() => ({
      error: passkeyMessages.failed,
    }));
    await finish(outcome);
    setBusy(false);
  }

  return { busy, error, signIn, offerAutofill, autofillAvailable };
}
