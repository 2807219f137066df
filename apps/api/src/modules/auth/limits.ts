import { digitsOnly } from '@yo/domain';
import { HttpError } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';

/** Per-address limits of the auth calls. */
export const limits = {
  appToken: { max: 60, timeWindow: '1 minute' },
  login: { max: 10, timeWindow: '1 minute' },
  codeSend: { max: 10, timeWindow: '10 minutes' },
  codeVerify: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  resetRequest: { max: 5, timeWindow: '15 minutes' },
  resetUse: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

/**
 * Limits per account beside the per-address ones: a new address per request (a botnet, or a
 * forged X-Forwarded-For) gets no fresh budget for guessing one person's password or code.
 * `loginPerEmail` holds logins without a solved captcha only (login-guard.ts): the owner who
 * proves the work gets through while strangers guess.
 */
export const accountLimits = {
  loginPerEmail: { name: 'login-email', max: 10, timeWindow: '15 minutes' },
  loginPerEmailAndAddress: { name: 'login-email-address', max: 5, timeWindow: '15 minutes' },
  codeSendPerPhone: { name: 'code-send-phone', max: 10, timeWindow: '10 minutes' },
  codeSendPerEmail: { name: 'code-send-email', max: 10, timeWindow: '10 minutes' },
  codeCheckPerPhone: { name: 'code-check-phone', max: 20, timeWindow: '10 minutes' },
  codeCheckPerSession: { name: 'code-check-session', max: 20, timeWindow: '10 minutes' },
  resetPerEmail: { name: 'reset-email', max: 5, timeWindow: '15 minutes' },
} satisfies Record<string, RateLimit & { name: string }>;

/** An email as an account key: the same mailbox however it is typed. */
export const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
/** A phone as an account key: its digits. */
export const phoneKey = (phone: string | null | undefined) =>
  phone ? digitsOnly(phone) || null : null;

/** A rule of section 5 broken: the client checks it first, so reaching here means it was bypassed. */
export function ruleBroken(message: string): never {
  throw new HttpError(400, message);
}
