import { otpMessages, signupMessages, signupPhoneExample } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema.js';
import { serverMessages } from '../src/http/server-messages.js';
import { CODE_RULES } from '../src/modules/auth/codes.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, codeSentTo, emailCode, newPerson, smsCode } from './support/flows.js';

describe.each(databaseKinds)('verification codes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const verify = (token: string, phone: string, id: string, code: string) =>
    t.post('users/phoneverify', { phone, tempVerificationCodeId: id, sMSCode: code }, token);

  it('sends 6 digits by email, valid for 2 minutes, and keeps only a hash', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { id, code, sent } = await emailCode(t, anonymous, person.email, person.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body.data).toEqual({
      twoFactor: true,
      timeoutDuration: 2,
      tempVerificationCodeId: id,
      phone: person.phone,
    });
    const [row] = await t.app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, id));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(CODE_RULES.lifetimeSeconds * 1000 - 2000);
    expect(lifetime).toBeLessThanOrEqual(CODE_RULES.lifetimeSeconds * 1000 + 2000);
  });

  it('sends by SMS through the gateway', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { code } = await smsCode(t, anonymous, person.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = t.app.sandbox!.messages.list(person.phone);
    expect(message).toMatchObject({ channel: 'sms', to: `+${person.phone}`, subject: null });
  });

  it('accepts a right code once only', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
    expect((await verify(anonymous, person.phone, id, code)).body).toMatchObject({ state: 1 });
    expect((await verify(anonymous, person.phone, id, code)).body).toEqual({
      state: -1,
      msg: serverMessages.codeNotFound,
      data: null,
    });
  });

  it('refuses an expired code', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
    await t.app.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.id, id));
    expect((await verify(anonymous, person.phone, id, code)).body.msg).toBe(
      serverMessages.codeExpired,
    );
  });

  it('closes a code after 5 wrong tries, even with the right code next', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await verify(anonymous, person.phone, id, wrong)).body.msg);
    expect(answers).toEqual([
      ...Array(4).fill(serverMessages.codeIncorrect),
      serverMessages.codeTooManyAttempts,
    ]);
    expect((await verify(anonymous, person.phone, id, code)).body.msg).toBe(
      serverMessages.codeNotFound,
    );
  });

  it('counts parallel wrong guesses without letting any past the limit', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) => verify(anonymous, person.phone, id, guess)),
    );
    expect(answers.every((a) => a.body.state === -1)).toBe(true);
    const [row] = await t.app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, id));
    expect(row!.failedAttempts).toBe(5);
    expect(row!.closedAt).not.toBeNull();
  });

  it('lets the newest code replace older ones to the same recipient', async () => {
    const anonymous = await anonymousToken(t);
    const person = newPerson();
    const first = await emailCode(t, anonymous, person.email, person.phone);
    const second = await emailCode(t, anonymous, person.email, person.phone);
    expect((await verify(anonymous, person.phone, first.id, first.code)).body.msg).toBe(
      serverMessages.codeNotFound,
    );
    expect((await verify(anonymous, person.phone, second.id, second.code)).body.state).toBe(1);
  });

  it('binds a code to the session that asked and to its phone', async () => {
    const anonymous = await anonymousToken(t);
    const other = await anonymousToken(t);
    const person = newPerson();
    const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
    expect((await verify(other, person.phone, id, code)).body.msg).toBe(
      serverMessages.codeNotFound,
    );
    expect((await verify(anonymous, '18680000000', id, code)).body.msg).toBe(
      serverMessages.codeNotFound,
    );
    expect((await verify(anonymous, person.phone, id, code)).body.state).toBe(1);
  });

  it('re-checks the OTP format with the spec messages', async () => {
    const anonymous = await anonymousToken(t);
    for (const [sMSCode, msg] of [
      ['12a456', otpMessages.numbersOnly],
      ['12345', otpMessages.incomplete],
    ] as const) {
      const response = await verify(
        anonymous,
        '18685551234',
        '00000000-0000-0000-0000-000000000000',
        sMSCode,
      );
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(msg);
    }
  });

  it('re-checks the signup phone and email before sending', async () => {
    const anonymous = await anonymousToken(t);
    const badPhone = await t.post(
      'users/sendemailverifycode',
      { Email: 'a@b.tt', Phone: '1868555' },
      anonymous,
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toBe(signupMessages.mobileDigits(signupPhoneExample()));
    const badEmail = await t.post(
      'users/sendemailverifycode',
      { Email: 'a@b', Phone: '18685551234' },
      anonymous,
    );
    expect(badEmail.body.msg).toBe(signupMessages.emailInvalid);
  });

  it('limits codes per recipient, whoever asks', async () => {
    const person = newPerson();
    const answers = [];
    for (let i = 0; i < CODE_RULES.maxSendsPerRecipient + 1; i += 1) {
      const anonymous = await anonymousToken(t);
      answers.push(
        (
          await t.post(
            'users/sendsmsverifycode',
            { Phone: person.phone, isVerify: true },
            anonymous,
          )
        ).body,
      );
    }
    expect(answers.slice(0, -1).every((a) => a.state === 1)).toBe(true);
    expect(answers.at(-1)).toEqual({ state: -1, msg: serverMessages.codeSendLimit, data: null });
    // Only the allowed number of messages went out.
    await codeSentTo(t, person.phone);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.app.sandbox!.messages.list(person.phone).length).toBeLessThanOrEqual(
      CODE_RULES.maxSendsPerRecipient,
    );
  });
});

describe('code requests per client address', () => {
  it('answers 429 in the envelope past the limit', async () => {
    const t = await startTestApp('pglite', { rateLimitScale: 1 });
    try {
      const anonymous = await anonymousToken(t);
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        const person = newPerson();
        statuses.push(
          (
            await t.post(
              'users/sendsmsverifycode',
              { Phone: person.phone, isVerify: true },
              anonymous,
            )
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      const limited = await t.post(
        'users/sendsmsverifycode',
        { Phone: '18685550001', isVerify: true },
        anonymous,
      );
      expect(limited.body).toEqual({ state: -1, msg: serverMessages.tooManyRequests, data: null });
    } finally {
      await t.close();
    }
  });
});
