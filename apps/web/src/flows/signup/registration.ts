/**
 * The calls of sign-up (spec 4.5, 7, 8), the API injected: the code by email or SMS, its check,
 * and the registration that signs the new customer in.
 */
import {
  errorMessages,
  type AuthResult,
  type CallFailure,
  type CallResult,
  type CodeMethod,
  type Country,
  type RegistrationRequest,
  type StoredCode,
  type VerificationCode,
} from '@yo/domain';

/** What sign-up needs of the API client and the session (app/api.ts, app/session.ts). */
export interface SignupServices {
  countries: () => Promise<CallResult<Country[]>>;
  sendEmailCode: (body: { Email: string; Phone: string }) => Promise<CallResult<VerificationCode>>;
  sendSmsCode: (body: {
    Phone: string;
    isVerify: boolean;
    email: string;
    phone: string;
  }) => Promise<CallResult<VerificationCode>>;
  verifyCode: (body: {
    phone: string;
    tempVerificationCodeId: string;
    sMSCode: string;
  }) => Promise<CallResult<AuthResult | null>>;
  register: (request: RegistrationRequest) => Promise<CallResult<AuthResult>>;
  completeSignIn: (token: string) => Promise<{ ok: true } | { ok: false; msg: string }>;
  navigate: (path: string) => void;
  /** An error toast (the app's one region). */
  notifyError: (message: string) => void;
}

/** Where a new customer lands (4.5 step 4). */
export const AFTER_SIGNUP_PATH = '/user';
export const LOGIN_PATH = '/login';

/** Asks for a registration code by `method`; the email goes with an SMS too (it is checked). */
export function sendRegistrationCode(
  services: SignupServices,
  method: CodeMethod,
  to: { email: string; phone: string },
): Promise<CallResult<VerificationCode>> {
  if (method === 'email') return services.sendEmailCode({ Email: to.email, Phone: to.phone });
  return services.sendSmsCode({
    Phone: to.phone,
    isVerify: false,
    email: to.email,
    phone: to.phone,
  });
}

/** Checks a registration code against the code that was sent (the stored one). */
export function verifyRegistrationCode(
  services: SignupServices,
  code: string,
  sent: StoredCode,
): Promise<CallResult<AuthResult | null>> {
  return services.verifyCode({
    phone: sent.phone,
    tempVerificationCodeId: sent.tempVerificationCodeId,
    sMSCode: code,
  });
}

/**
 * 4.5 step 5 reuses an unexpired code asked for the same email; one sent for another mobile number
 * cannot register this one (the server checks the phone), so it is not reused.
 */
export function reusableFor(stored: StoredCode | undefined, phone: string): boolean {
  return stored === undefined || stored.phone === phone;
}

/**
 * Section 8: a registration failure shows the server's message, otherwise 'Server communication
 * error. Please try again later'.
 */
export function registrationFailureText(failure: CallFailure): string {
  if (failure.reason === 'refused' && failure.msg) return failure.msg;
  if (failure.reason === 'http' && failure.serverMsg) return failure.serverMsg;
  return errorMessages.serverCommunication;
}

/**
 * After a right code (4.5 steps 3 and 4): registers, signs the new customer in with the token the
 * registration answers, and goes to /user. Returns the text to show under the code field when
 * something fails, or undefined when done.
 */
export async function registerAndSignIn(
  services: SignupServices,
  request: RegistrationRequest,
): Promise<string | undefined> {
  const registered = await services.register(request);
  if (!registered.ok) return registrationFailureText(registered);
  const signedIn = await services.completeSignIn(registered.data.token);
  if (!signedIn.ok) {
    // The account exists now; registering again would be refused. The customer logs in instead.
    services.notifyError(signedIn.msg || errorMessages.serverCommunication);
    services.navigate(LOGIN_PATH);
    return undefined;
  }
  services.navigate(AFTER_SIGNUP_PATH);
  return undefined;
}
