import { digitsOnly, errorMessages, type AuthResult } from '@yo/domain';
import { useRef } from 'react';
import { appVerificationPorts, type VerificationPorts } from '../verification/ports';
import { useVerification } from '../verification/useVerification';
import {
  registerAndSignIn,
  reusableFor,
  sendRegistrationCode,
  verifyRegistrationCode,
  type SignupServices,
} from './registration';
import { registrationRequest } from './values';
import { useSignupForm } from './useSignupForm';

const PURPOSE = 'registration';

/**
 * Sign-up (spec 4.5): the form, then the code dialog (email by default, SMS with Try Another Way;
 * an unexpired stored code for the same email is reused), then registration, signing in and /user.
 */
export function useSignup(
  referral: string,
  services: SignupServices,
  ports: VerificationPorts = appVerificationPorts,
) {
  const start = useRef<(method: 'email') => Promise<void>>(async () => undefined);
  const form = useSignupForm(referral, services, (command) => {
    if (!reusableFor(ports.codes.unexpired(PURPOSE, command.owner), command.phone)) {
      ports.codes.clear(PURPOSE);
    }
    void start.current('email').then(() => form.send({ type: 'verificationStarted' }));
  });
  const { state, send, current } = form;
  // The code is asked for the values of the last valid submit; before one, for what is typed.
  const asked = state.submitted ?? state.values;
  const email = asked.email.trim();
  const phone = digitsOnly(asked.mobNum);

  const verification = useVerification<AuthResult | null>({
    purpose: PURPOSE,
    owner: email.toLowerCase(),
    destinations: { email, sms: phone },
    ports,
    send: async (method) => {
      const result = await sendRegistrationCode(services, method, { email, phone });
      // An email or phone already registered: the server's text, on the form too once closed.
      if (!result.ok && result.reason === 'refused') {
        send({ type: 'sendRefused', message: result.msg || errorMessages.serverCommunication });
      }
      return result;
    },
    verify: (code, sent) => verifyRegistrationCode(services, code, sent),
    onVerified: async () => {
      const values = current.current.submitted;
      if (!values) return errorMessages.serverCommunication;
      send({ type: 'registering' });
      const failure = await registerAndSignIn(services, registrationRequest(values));
      send(failure ? { type: 'registrationFailed' } : { type: 'signedIn' });
      return failure;
    },
  });
  start.current = verification.start;

  return { state, send, verification } as const;
}
