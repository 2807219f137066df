import { describe, expect, test } from 'vitest';
import {
  CodeStore,
  PENDING_LOGIN_TOKEN_KEY,
  SESSION_KEYS,
  Session,
  memoryStorage,
} from '../src/index.js';

const user = {
  customerId: 7,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '18685551234',
};

function jwtFor(sub: string) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub, exp: 4_000_000_000 })}.signature`;
}

describe('the stored session (spec 3, 4.3)', () => {
  test('keeps the tokens in one storage and the user record in the other (localStorage)', () => {
    const tokens = memoryStorage();
    const records = memoryStorage();
    const session = new Session(tokens, records);
    session.setUserToken(jwtFor('7'));
    session.setUser(user);
    expect(tokens.getItem(SESSION_KEYS.user)).toBeNull();
    expect(JSON.parse(records.getItem(SESSION_KEYS.user)!)).toEqual(user);
    expect(new Session(tokens, records).user).toEqual(user);
  });

  test('counts the record only beside a user token that names the same customer', () => {
    const tokens = memoryStorage();
    const records = memoryStorage({ [SESSION_KEYS.user]: JSON.stringify(user) });
    const session = new Session(tokens, records);
    // A record left from another visit, with no session in this tab: not the customer.
    expect(session.user).toBeUndefined();
    session.forgetStaleUser();
    expect(records.getItem(SESSION_KEYS.user)).toBeNull();

    session.setUser(user);
    session.setUserToken(jwtFor('8'));
    expect(session.user).toBeUndefined();
    session.setUserToken(jwtFor('7'));
    expect(session.user).toEqual(user);
    session.forgetStaleUser();
    expect(session.user).toEqual(user);
    // Its session over, the record goes too.
    session.forgetStaleUser(4_000_000_000 * 1000);
    expect(records.getItem(SESSION_KEYS.user)).toBeNull();
    session.setUser(user);
    // A token without a subject is taken at its word (the server still checks it).
    session.setUserToken('opaque-token');
    expect(session.user).toEqual(user);
  });

  test('reads nothing from a damaged record', () => {
    const storage = memoryStorage();
    const session = new Session(storage);
    session.setUserToken('opaque-token');
    expect(session.user).toBeUndefined();
    storage.setItem(SESSION_KEYS.user, '{"customerId":"7"}');
    expect(session.user).toBeUndefined();
    storage.setItem(SESSION_KEYS.user, 'not json');
    expect(session.user).toBeUndefined();
  });

  test("log out clears the three items, wherever they live, and the login's pending token", () => {
    const tokens = memoryStorage();
    const records = memoryStorage();
    const session = new Session(tokens, records);
    session.setUserToken('user');
    session.setAnonymousToken('anonymous');
    session.setUser(user);
    session.setPendingLoginToken('pending');
    expect(session.pendingLoginToken).toEqual({ token: 'pending' });
    session.clear();
    for (const key of [...Object.values(SESSION_KEYS), PENDING_LOGIN_TOKEN_KEY]) {
      expect(tokens.getItem(key)).toBeNull();
      expect(records.getItem(key)).toBeNull();
    }
  });
});

describe('the code in flight (spec 4.1 step 5, 4.5 step 5)', () => {
  const sent = {
    twoFactor: true,
    timeoutDuration: 2,
    tempVerificationCodeId: 'code-1',
    phone: '18685551234',
  };

  test("is kept with its expiry from the server's timeout, and reused only by its owner until then", () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const codes = new CodeStore(storage, () => now);
    const saved = codes.save('login', 'email', 'Ann@Example.com ', 'ann@example.com', sent);
    expect(saved).toEqual({
      purpose: 'login',
      method: 'email',
      tempVerificationCodeId: 'code-1',
      phone: '18685551234',
      sentTo: 'ann@example.com',
      expiresAt: 1_000_000 + 120_000,
      owner: 'ann@example.com',
    });
    expect(codes.unexpired('login', 'ANN@example.com')).toEqual(saved);
    expect(codes.unexpired('login', 'bob@example.com')).toBeUndefined();
    expect(codes.unexpired('registration', 'ann@example.com')).toBeUndefined();
    now += 119_999;
    expect(codes.unexpired('login', 'ann@example.com')).toEqual(saved);
    now += 1;
    expect(codes.unexpired('login', 'ann@example.com')).toBeUndefined();
  });

  test('a missing timeout means 2 minutes; clear forgets the code; damaged data is ignored', () => {
    const storage = memoryStorage();
    const codes = new CodeStore(storage, () => 0);
    expect(
      codes.save('registration', 'sms', 'a@b.co', '18685551234', { ...sent, timeoutDuration: 0 })
        .expiresAt,
    ).toBe(120_000);
    codes.clear('registration');
    expect(codes.unexpired('registration', 'a@b.co')).toBeUndefined();
    storage.setItem('yo.code.login', '{"purpose":"login"}');
    expect(codes.unexpired('login', 'a@b.co')).toBeUndefined();
  });
});
