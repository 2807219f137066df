/**
 * The session's tokens, kept in a storage the app injects (the web app passes sessionStorage;
 * tests pass `memoryStorage()`). A token's expiry is read from its JWT payload's `exp` (seconds
 * since epoch) or from an explicit expiry stored with it; the explicit one wins.
 */

/** The part of the Web Storage API the session uses (sessionStorage fits as is). */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage in memory, for tests and for servers. */
export function memoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage keys of the session (logout clears all three). */
export const SESSION_KEYS = {
  userToken: 'yo.userToken',
  anonymousToken: 'yo.anonymousToken',
  user: 'yo.user',
} as const;

export interface StoredToken {
  token: string;
  /** Seconds since epoch, when the issuer said so outside the token. */
  expiresAt?: number;
}

/** The JSON payload of a JWT (the base64url middle part), or undefined if it has none. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** When a token expires, in seconds since epoch: the stored expiry, else the JWT's `exp`. */
export function tokenExpiresAt(stored: StoredToken): number | undefined {
  if (typeof stored.expiresAt === 'number' && Number.isFinite(stored.expiresAt)) {
    return stored.expiresAt;
  }
  const exp = decodeJwtPayload(stored.token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/** A token with no known expiry counts as valid (the server still has the last word). */
export function isTokenExpired(stored: StoredToken, nowMs: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(stored);
  return expiresAt !== undefined && expiresAt * 1000 <= nowMs;
}

function readToken(storage: TokenStorage, key: string): StoredToken | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  // Stored as JSON {token, expiresAt}; a bare token string is accepted too.
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as Partial<StoredToken>;
      if (typeof value.token === 'string' && value.token !== '') {
        return typeof value.expiresAt === 'number'
          ? { token: value.token, expiresAt: value.expiresAt }
          : { token: value.token };
      }
    } catch {
      // falls through: not a token record
    }
    return undefined;
  }
  return { token: text };
}

function writeToken(storage: TokenStorage, key: string, token: string, expiresAt?: number) {
  storage.setItem(key, JSON.stringify(expiresAt === undefined ? { token } : { token, expiresAt }));
}

/** Where the login's short-lived second-step token waits while the code dialog is open. */
export const PENDING_LOGIN_TOKEN_KEY = 'yo.pendingLoginToken';

/** The stored user record (spec 3): who is signed in, for the app bar and prefilled forms. */
export interface StoredUser {
  customerId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

function readUser(text: string | null): StoredUser | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredUser> | null;
    if (
      value &&
      typeof value.customerId === 'number' &&
      typeof value.firstName === 'string' &&
      typeof value.lastName === 'string' &&
      typeof value.email === 'string' &&
      typeof value.phoneNumber === 'string'
    ) {
      const { customerId, firstName, lastName, email, phoneNumber } = value;
      return { customerId, firstName, lastName, email, phoneNumber };
    }
  } catch {
    // not a user record
  }
  return undefined;
}

/**
 * The session: user token, anonymous token and the stored user record. Spec 3 keeps the tokens in
 * sessionStorage and the user record in localStorage: `recordStorage` holds the record (the same
 * storage as the tokens unless given).
 */
export class Session {
  constructor(
    readonly storage: TokenStorage,
    readonly recordStorage: TokenStorage = storage,
  ) {}

  /**
   * The signed-in customer's record. It outlives the tab's tokens in localStorage, so it counts
   * only beside a user token, and only if that token names the same customer (its `sub`).
   */
  get user(): StoredUser | undefined {
    const token = this.userToken;
    if (!token) return undefined;
    const user = readUser(this.recordStorage.getItem(SESSION_KEYS.user));
    const subject = decodeJwtPayload(token.token)?.sub;
    if (user && typeof subject === 'string' && subject !== String(user.customerId))
      return undefined;
    return user;
  }
  setUser(user: StoredUser): void {
    this.recordStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  }
  /** Forgets a stored record that no live session in this tab stands behind. */
  forgetStaleUser(nowMs: number = Date.now()): void {
    const token = this.userToken;
    if (!this.user || !token || isTokenExpired(token, nowMs)) {
      this.recordStorage.removeItem(SESSION_KEYS.user);
    }
  }

  /** The token a right password yields: it may only ask for and check the login code. */
  get pendingLoginToken(): StoredToken | undefined {
    return readToken(this.storage, PENDING_LOGIN_TOKEN_KEY);
  }
  setPendingLoginToken(token: string): void {
    writeToken(this.storage, PENDING_LOGIN_TOKEN_KEY, token);
  }
  clearPendingLoginToken(): void {
    this.storage.removeItem(PENDING_LOGIN_TOKEN_KEY);
  }

  get userToken(): StoredToken | undefined {
    return readToken(this.storage, SESSION_KEYS.userToken);
  }
  setUserToken(token: string, expiresAt?: number): void {
    writeToken(this.storage, SESSION_KEYS.userToken, token, expiresAt);
  }

  get anonymousToken(): StoredToken | undefined {
    return readToken(this.storage, SESSION_KEYS.anonymousToken);
  }
  setAnonymousToken(token: string, expiresAt?: number): void {
    writeToken(this.storage, SESSION_KEYS.anonymousToken, token, expiresAt);
  }
  clearAnonymousToken(): void {
    this.storage.removeItem(SESSION_KEYS.anonymousToken);
  }

  /** Logout and expiry: the three stored session items go. */
  clear(): void {
    this.storage.removeItem(SESSION_KEYS.userToken);
    this.storage.removeItem(SESSION_KEYS.anonymousToken);
    this.recordStorage.removeItem(SESSION_KEYS.user);
    this.clearPendingLoginToken();
  }
}
