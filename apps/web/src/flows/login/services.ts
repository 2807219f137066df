import type {
  AuthResult,
  CallResult,
  CodeMethod,
  LoginValues,
  StoredCode,
  StoredToken,
  VerificationCode,
} from '@yo/domain';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../app/api';
import { completeSignIn } from '../../app/session';
import { appCodes } from '../verification/ports';

/** Everything the login does outside itself; the app's below, fakes in tests. */
export interface LoginServices {
  /** users/authenticate: a right password yields the pending token and the primary phone. */
  checkPassword: (values: LoginValues & { captcha?: string }) => Promise<CallResult<AuthResult>>;
  pendingToken: () => StoredToken | undefined;
  storePendingToken: (token: string) => void;
  /** Revokes a pending session that is no longer used (best effort). */
  revoke: (token: string) => void;
  /** An unexpired login code for this email is stored. */
  codeInFlight: (email: string) => boolean;
  forgetCode: () => void;
  sendCode: (
    method: CodeMethod,
    to: { email: string; phone: string },
    bearer: string,
  ) => Promise<CallResult<VerificationCode>>;
  verifyCode: (
    code: string,
    sent: StoredCode,
    bearer: string,
  ) => Promise<CallResult<AuthResult | null>>;
  completeSignIn: (token: string) => Promise<{ ok: true } | { ok: false; msg: string }>;
  navigate: (path: string) => void;
  now: () => number;
}

export const appLoginServices: LoginServices = {
  checkPassword: (values) => api.call('login', { body: values }),
  pendingToken: () => api.session.pendingLoginToken,
  storePendingToken: (token) => api.session.setPendingLoginToken(token),
  revoke: (token) => void api.call('logout', {}, { bearer: token }).catch(() => undefined),
  codeInFlight: (email) => appCodes.unexpired('login', email) !== undefined,
  forgetCode: () => appCodes.clear('login'),
  sendCode: (method, to, bearer) =>
    method === 'email'
      ? api.call('sendEmailVerifyCode', { body: { Email: to.email, Phone: to.phone } }, { bearer })
      : api.call('sendSmsVerifyCode', { body: { Phone: to.phone, isVerify: false } }, { bearer }),
  verifyCode: (code, sent, bearer) =>
    api.call(
      'verifyPhone',
      {
        body: {
          phone: sent.phone,
          tempVerificationCodeId: sent.tempVerificationCodeId,
          sMSCode: code,
        },
      },
      { bearer },
    ),
  completeSignIn,
  navigate: (path) => navigate(path, { replace: true }),
  now: () => Date.now(),
};
