/**
 * The verification code in flight (spec 3, 4.1, 4.5): its expiry, id, phone and the way it was
 * sent, kept in localStorage so that a code still valid is reused instead of sending a new one.
 * Only what the code dialog needs is kept; never the code itself.
 */
import { otpTimeoutSeconds } from '../formats.js';
import type { VerificationCode } from '../contract/entities.js';
import type { TokenStorage } from './session.js';

/**
 * What the code is for: the login's second step, proving the phone at sign-up, or proving a
 * number a signed-in customer adds to the account.
 */
export type CodePurpose = 'login' | 'registration' | 'phone-add' | 'passkey-add';
/** How the code travels. */
export type CodeMethod = 'email' | 'sms';

export interface StoredCode {
  purpose: CodePurpose;
  method: CodeMethod;
  tempVerificationCodeId: string;
  phone: string;
  /** Where it was sent: the email address or the phone number. */
  sentTo: string;
  /** Milliseconds since epoch. */
  expiresAt: number;
  /** The code was asked for by this account or registration (lower-cased email). */
  owner: string;
}

const storageKey = (purpose: CodePurpose) => `yo.code.${purpose}`;

function parse(text: string | null): StoredCode | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredCode> | null;
    if (
      value &&
      (value.purpose === 'login' ||
        value.purpose === 'registration' ||
        value.purpose === 'phone-add') &&
      (value.method === 'email' || value.method === 'sms') &&
      typeof value.tempVerificationCodeId === 'string' &&
      typeof value.phone === 'string' &&
      typeof value.sentTo === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.owner === 'string'
    ) {
      return value as StoredCode;
    }
  } catch {
    // not a stored code
  }
  return undefined;
}

/** The stored code data, one record per purpose. */
export class CodeStore {
  constructor(
    private readonly storage: TokenStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored code for this purpose and owner, if it has not expired (4.1 step 5, 4.5 step 5). */
  unexpired(purpose: CodePurpose, owner: string): StoredCode | undefined {
    const code = parse(this.storage.getItem(storageKey(purpose)));
    if (!code || code.owner !== owner.trim().toLowerCase()) return undefined;
    return code.expiresAt > this.now() ? code : undefined;
  }

  /** Keeps a code the server just sent; its expiry is the server's `timeoutDuration` from now. */
  save(
    purpose: CodePurpose,
    method: CodeMethod,
    owner: string,
    sentTo: string,
    sent: VerificationCode,
  ): StoredCode {
    const code: StoredCode = {
      purpose,
      method,
      tempVerificationCodeId: sent.tempVerificationCodeId,
      phone: sent.phone,
      sentTo,
      expiresAt: this.now() + otpTimeoutSeconds(sent.timeoutDuration) * 1000,
      owner: owner.trim().toLowerCase(),
    };
    this.storage.setItem(storageKey(purpose), JSON.stringify(code));
    return code;
  }

  /** After a right code (4.1 step 4, 4.5 step 3) or when the login is abandoned. */
  clear(purpose: CodePurpose): void {
    this.storage.removeItem(storageKey(purpose));
  }
}
