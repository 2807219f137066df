import { loginMessages, resetPasswordMessages, toastMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema.js';
import { serverMessages } from '../src/http/server-messages.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, login, register } from './support/flows.js';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://yo.example' });
  });
  afterAll(() => t.close());

  /**
   * The link in the reset mail this request sends. Mails present before it are skipped by their
   * text (each holds its own ref), not by clock: a link mailed a moment earlier is never taken
   * for the new one.
   */
  async function resetLink(email: string, token: string): Promise<string> {
    const before = new Set(t.app.sandbox!.messages.list(email).map((m) => m.body));
    const response = await t.get(
      `users/sendresetpassemail?email=${encodeURIComponent(email)}`,
      token,
    );
    expect(response.body).toEqual({ state: 1, msg: serverMessages.resetLinkSent, data: null });
    for (let i = 0; i < 200; i += 1) {
      const mail = t.app
        .sandbox!.messages.list(email)
        .find((m) => !before.has(m.body) && m.body.includes('/resetpassword?ref='));
      if (mail) return mail.body.match(/https:\/\/yo\.example\/resetpassword\?ref=([\w-]+)/)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no reset mail');
  }

  it('answers the same for an unknown email and sends nothing', async () => {
    const anonymous = await anonymousToken(t);
    const unknown = await t.get('users/sendresetpassemail?email=nobody.here@example.tt', anonymous);
    const { person } = await register(t);
    const known = await t.get(`users/sendresetpassemail?email=${person.email}`, anonymous);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    const queued = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'nobody.here@example.tt'));
    expect(queued).toEqual([]);
  });

  it('resets with a single-use link, signs out every session and changes the password', async () => {
    const { person } = await register(t);
    const session = await login(t, person.email, person.password);
    const ref = await resetLink(person.email, await anonymousToken(t));
    const reset = await t.post('users/verifyemailpass', {
      ValidString: ref,
      Password: 'Newpass#456',
    });
    expect(reset.body).toEqual({ state: 1, msg: toastMessages.passwordReset, data: null });
    expect((await t.get('customers/getbyuserid', session.token)).status).toBe(401);
    const again = await t.post('users/verifyemailpass', {
      ValidString: ref,
      Password: 'Other#7890',
    });
    expect(again.body).toEqual({ state: -1, msg: serverMessages.resetLinkInvalid, data: null });
    const anonymous = await anonymousToken(t);
    const oldPassword = await t.post(
      'users/authenticate',
      { username: person.email, password: person.password },
      anonymous,
    );
    expect(oldPassword.body.msg).toBe(serverMessages.invalidCredentials);
    expect((await login(t, person.email, 'Newpass#456')).token).toBeTruthy();
  });

  it('refuses an expired link and an unknown one', async () => {
    const { person } = await register(t);
    const ref = await resetLink(person.email, await anonymousToken(t));
    await t.app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.post('users/verifyemailpass', { ValidString: ref, Password: 'Newpass#456' })).body
        .msg,
    ).toBe(serverMessages.resetLinkInvalid);
    expect(
      (await t.post('users/verifyemailpass', { ValidString: 'made-up', Password: 'Newpass#456' }))
        .body.msg,
    ).toBe(serverMessages.resetLinkInvalid);
  });

  it('keeps only the newest link working', async () => {
    const { person } = await register(t);
    const anonymous = await anonymousToken(t);
    const first = await resetLink(person.email, anonymous);
    const second = await resetLink(person.email, anonymous);
    expect(
      (await t.post('users/verifyemailpass', { ValidString: first, Password: 'Newpass#456' })).body
        .state,
    ).toBe(-1);
    expect(
      (await t.post('users/verifyemailpass', { ValidString: second, Password: 'Newpass#456' })).body
        .state,
    ).toBe(1);
  });

  it('re-checks the reset password rule and the forgot-password email', async () => {
    const weak = await t.post('users/verifyemailpass', { ValidString: 'x', Password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe(resetPasswordMessages.passwordRule);
    const anonymous = await anonymousToken(t);
    const empty = await t.get('users/sendresetpassemail?email=', anonymous);
    expect(empty.body.msg).toBe(loginMessages.forgotEmailEmpty);
    const invalid = await t.get('users/sendresetpassemail?email=not-an-email', anonymous);
    expect(invalid.body.msg).toBe(loginMessages.forgotEmailInvalid);
  });
});

describe('reset requests per client address', () => {
  it('answers 429 past the limit', async () => {
    const t = await startTestApp('pglite', { rateLimitScale: 1 });
    try {
      const anonymous = await anonymousToken(t);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await t.get(`users/sendresetpassemail?email=x${i}@example.tt`, anonymous)).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
