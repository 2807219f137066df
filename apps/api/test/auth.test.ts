import { randomUUID } from 'node:crypto';
import { loginMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, sessions } from '../src/db/schema.js';
import { serverMessages } from '../src/http/server-messages.js';
import { Tokens } from '../src/modules/auth/tokens.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, emailCode, jwtPayload, login, register } from './support/flows.js';

describe.each(databaseKinds)('tokens and two-step login on %s', (kind) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await register(t);
  });
  afterAll(() => t.close());

  it('gives an anonymous token for the application credentials', async () => {
    const token = await anonymousToken(t);
    const payload = jwtPayload(token);
    expect(payload.kind).toBe('anonymous');
    expect(typeof payload.exp).toBe('number');
    expect(Number(payload.exp) * 1000).toBeGreaterThan(Date.now());
    expect(typeof payload.sid).toBe('string');
  });

  it('refuses wrong application credentials with 401', async () => {
    const response = await t.post('users/authenticateAPI', {
      username: 'yo-web',
      password: 'guess',
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      state: -1,
      msg: serverMessages.invalidAppCredentials,
      data: null,
    });
  });

  it('refuses calls without a token, or with a forged, tampered or unknown one', async () => {
    const anonymous = await anonymousToken(t);
    const [header, payload] = anonymous.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...jwtPayload(anonymous), kind: 'user' })).toString('base64url')}.${anonymous.split('.')[2]}`;
    for (const token of [null, 'not-a-jwt', forged, tampered]) {
      const response = await t.get('users/countries', token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ state: -1, msg: serverMessages.notSignedIn, data: null });
    }
  });

  it('refuses a user token whose session has expired (revoked: see logout)', async () => {
    // Another customer: a second code to the same one within seconds would wait for its resend.
    const other = await register(t);
    const { token } = await login(t, other.person.email, other.person.password);
    expect((await t.get('customers/getbyuserid', token)).status).toBe(200);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(jwtPayload(token).sid)));
    expect((await t.get('customers/getbyuserid', token)).status).toBe(401);
  });

  it('honours an anonymous token on its signature and exp, without its session row', async () => {
    const anonymous = await anonymousToken(t);
    await t.app.database.db
      .delete(sessions)
      .where(eq(sessions.id, String(jwtPayload(anonymous).sid)));
    expect((await t.get('users/countries', anonymous)).status).toBe(200);

    const [row] = await t.app.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'jwt-signing-key'));
    const issuedAt = Math.floor(Date.now() / 1000) - 2 * 3600;
    const expired = await new SignJWT({ kind: 'anonymous', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('yo-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .setSubject('anonymous')
      .sign(new TextEncoder().encode(row!.value));
    expect((await t.get('users/countries', expired)).status).toBe(401);
  });

  it('answers a known anonymous token at once, and checks every other token each time', async () => {
    const tokens = new Tokens(t.app.database.db, new TextEncoder().encode('k'.repeat(32)));
    const anonymous = await tokens.issue('anonymous', null);
    const firstCheck = tokens.verify(anonymous.token);
    // The signature is checked once, through WebCrypto: a promise.
    expect(firstCheck).toBeInstanceOf(Promise);
    const principal = { kind: 'anonymous', sessionId: anonymous.sessionId, customerId: null };
    expect(await firstCheck).toEqual(principal);
    // Afterwards the same token is known: its principal, with no promise to wait on.
    expect(tokens.verify(anonymous.token)).toEqual(principal);

    const customerId = Number(jwtPayload(customer.token).sub);
    const user = await tokens.issue('user', customerId);
    for (let i = 0; i < 2; i += 1) {
      // A user's session is read every time (a logout ends it at once).
      const check = tokens.verify(user.token);
      expect(check).toBeInstanceOf(Promise);
      expect(await check).toEqual({
        kind: 'user',
        sessionId: user.sessionId,
        customerId,
      });
    }
    expect(await tokens.verify(`${anonymous.token}x`)).toBeNull();
  });

  it('keeps the anonymous token to public calls', async () => {
    const anonymous = await anonymousToken(t);
    const response = await t.get('customers/getbyuserid', anonymous);
    expect(response.status).toBe(403);
    expect(response.body.state).toBe(-1);
  });

  it('gives the same message for a wrong email and a wrong password', async () => {
    const anonymous = await anonymousToken(t);
    const wrongPassword = await t.post(
      'users/authenticate',
      { username: customer.person.email, password: 'Wrong#1234' },
      anonymous,
    );
    const wrongEmail = await t.post(
      'users/authenticate',
      { username: 'nobody@example.tt', password: customer.person.password },
      anonymous,
    );
    expect(wrongPassword.body).toEqual({
      state: -1,
      msg: serverMessages.invalidCredentials,
      data: null,
    });
    expect(wrongEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.status).toBe(200);
  });

  it('re-checks the login form rules with the spec messages', async () => {
    const anonymous = await anonymousToken(t);
    const cases = [
      [{ username: '', password: 'x' }, loginMessages.usernameEmpty],
      [{ username: 'not-an-email', password: 'x' }, loginMessages.usernameInvalid],
      [{ username: 'a@b.tt', password: '' }, loginMessages.passwordEmpty],
    ] as const;
    for (const [body, msg] of cases) {
      const response = await t.post('users/authenticate', body, anonymous);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ state: -1, msg, data: null });
    }
  });

  it('answers a right password with an otp-pending token that can only ask for and check a code', async () => {
    const anonymous = await anonymousToken(t);
    const first = await t.post(
      'users/authenticate',
      { username: customer.person.email.toUpperCase(), password: customer.person.password },
      anonymous,
    );
    expect(first.body).toMatchObject({ state: 1, data: { phoneNumber: customer.person.phone } });
    const pending = first.body.data.token as string;
    expect(jwtPayload(pending).kind).toBe('otp-pending');
    expect((await t.get('customers/getbyuserid', pending)).status).toBe(403);
    expect((await t.get('users/countries', pending)).status).toBe(403);
    const { id, code } = await emailCode(t, pending, customer.person.email, customer.person.phone);
    const second = await t.post(
      'users/phoneverify',
      { phone: customer.person.phone, tempVerificationCodeId: id, sMSCode: code },
      pending,
    );
    const user = second.body.data.token as string;
    expect(jwtPayload(user)).toMatchObject({ kind: 'user', sub: expect.any(String) });
    expect((await t.get('customers/getbyuserid', user)).body).toMatchObject({
      state: 1,
      data: { email: customer.person.email },
    });
    // The pending token is spent once the code has been used.
    expect(
      (await t.post('users/sendemailverifycode', { Email: '', Phone: '' }, pending)).status,
    ).toBe(401);
  });

  it('sends the login code to the account, whatever address the request names', async () => {
    const anonymous = await anonymousToken(t);
    const first = await t.post(
      'users/authenticate',
      { username: customer.person.email, password: customer.person.password },
      anonymous,
    );
    const pending = first.body.data.token as string;
    const before = t.app.sandbox!.messages.list('attacker@example.tt').length;
    const sent = await t.post(
      'users/sendemailverifycode',
      { Email: 'attacker@example.tt', Phone: '18685550000' },
      pending,
    );
    expect(sent.body).toMatchObject({ state: 1, data: { phone: customer.person.phone } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.app.sandbox!.messages.list('attacker@example.tt')).toHaveLength(before);
  });

  it('logs out: the user token is refused afterwards', async () => {
    const { token } = await login(t, customer.person.email, customer.person.password);
    expect((await t.get('customers/getbyuserid', token)).status).toBe(200);
    const out = await t.post('users/logout', undefined, token);
    expect(out.body).toMatchObject({ state: 1 });
    const after = await t.get('customers/getbyuserid', token);
    expect(after.status).toBe(401);
  });
});
