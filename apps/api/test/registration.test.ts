import { signupMessages, signupPhoneExample } from '@yo/domain';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, OWASP_ARGON2ID } from '../src/config.js';
import { customerPhones, customers } from '../src/db/schema.js';
import { serverMessages } from '../src/http/server-messages.js';
import { createPasswords } from '../src/modules/auth/passwords.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import {
  anonymousToken,
  emailCode,
  jwtPayload,
  newPerson,
  register,
  smsCode,
} from './support/flows.js';

describe.each(databaseKinds)('registration on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function verifiedSession(person = newPerson(), channel: 'email' | 'sms' = 'email') {
    const anonymous = await anonymousToken(t);
    const { id, code } =
      channel === 'email'
        ? await emailCode(t, anonymous, person.email, person.phone)
        : await smsCode(t, anonymous, person.phone);
    const verified = await t.post(
      'users/phoneverify',
      { phone: person.phone, tempVerificationCodeId: id, sMSCode: code },
      anonymous,
    );
    expect(verified.body.state).toBe(1);
    return { anonymous, person };
  }

  it('registers after a verified code, records the referral and signs the customer in', async () => {
    const { anonymous, person } = await verifiedSession();
    const response = await t.post('users/register', person, anonymous);
    expect(response.body).toMatchObject({ state: 1, msg: serverMessages.registered });
    expect(jwtPayload(response.body.data.token).kind).toBe('user');
    const [row] = await t.app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, person.email));
    expect(row).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      referralCode: 'FRIEND-1',
      receivePromotions: true,
      countryId: 1,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.passwordHash, person.password)).toBe(true);
    const phones = await t.app.database.db
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerId, row!.id));
    expect(phones).toEqual([
      expect.objectContaining({ phoneNumber: person.phone, isPrimary: true, isActive: true }),
    ]);
  });

  it('registers after an SMS code too', async () => {
    const { anonymous, person } = await verifiedSession(newPerson(), 'sms');
    expect((await t.post('users/register', person, anonymous)).body.state).toBe(1);
  });

  it('refuses to register a phone that no code verified', async () => {
    const anonymous = await anonymousToken(t);
    const response = await t.post('users/register', newPerson(), anonymous);
    expect(response.body).toEqual({ state: -1, msg: serverMessages.phoneNotVerified, data: null });
  });

  it('refuses when the verified phone or email differs from the registration', async () => {
    const { anonymous, person } = await verifiedSession();
    const otherPhone = await t.post(
      'users/register',
      { ...person, phone: newPerson().phone },
      anonymous,
    );
    expect(otherPhone.body.msg).toBe(serverMessages.phoneNotVerified);
    const otherEmail = await t.post(
      'users/register',
      { ...person, email: newPerson().email },
      anonymous,
    );
    expect(otherEmail.body.msg).toBe(serverMessages.phoneNotVerified);
  });

  it('keeps emails unique (whatever their case) and phones unique', async () => {
    const { person } = await register(t);
    const anonymous = await anonymousToken(t);
    const sameEmail = await t.post(
      'users/sendemailverifycode',
      { Email: person.email.toUpperCase(), Phone: newPerson().phone },
      anonymous,
    );
    expect(sameEmail.body).toEqual({ state: -1, msg: serverMessages.emailTaken, data: null });
    const samePhone = await t.post(
      'users/sendsmsverifycode',
      { Phone: person.phone, isVerify: true },
      anonymous,
    );
    expect(samePhone.body).toEqual({ state: -1, msg: serverMessages.phoneTaken, data: null });
  });

  it('lets exactly one of two racing registrations for one email succeed', async () => {
    const email = newPerson().email;
    // By SMS: two codes to one email address would replace each other before the race starts.
    const first = await verifiedSession({ ...newPerson(), email }, 'sms');
    const second = await verifiedSession({ ...newPerson(), email }, 'sms');
    const results = await Promise.all([
      t.post('users/register', first.person, first.anonymous),
      t.post('users/register', second.person, second.anonymous),
    ]);
    expect(results.map((r) => r.body.state).sort()).toEqual([-1, 1]);
    expect(results.find((r) => r.body.state === -1)!.body.msg).toBe(serverMessages.emailTaken);
    const [{ total }] = (await t.app.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))) as [{ total: number }];
    expect(total).toBe(1);
  });

  it('lets one of two double-clicked registrations succeed', async () => {
    const { anonymous, person } = await verifiedSession();
    const results = await Promise.all([
      t.post('users/register', person, anonymous),
      t.post('users/register', person, anonymous),
    ]);
    expect(results.map((r) => r.body.state).sort()).toEqual([-1, 1]);
  });

  it('re-checks every rule of 5.4 with its message', async () => {
    const { anonymous, person } = await verifiedSession();
    const cases: Array<[Partial<typeof person>, string]> = [
      [{ phone: '1868555' }, signupMessages.mobileDigits(signupPhoneExample('1868'))],
      [{ firstName: '' }, signupMessages.firstNameEmpty],
      [{ firstName: 'Ann3' }, signupMessages.firstNameInvalid],
      [{ lastName: 'x'.repeat(51) }, signupMessages.lastNameInvalid],
      [{ email: 'ann@example' }, signupMessages.emailInvalid],
      [{ password: 'password' }, signupMessages.passwordRule],
      [{ referralCode: 'bad_code!' }, signupMessages.referralInvalid],
      [{ countryId: 0 }, signupMessages.countryRequired],
      [{ countryId: 9999 }, signupMessages.countryRequired],
    ];
    for (const [change, msg] of cases) {
      const response = await t.post('users/register', { ...person, ...change }, anonymous);
      expect(response.status, msg).toBe(400);
      expect(response.body).toEqual({ state: -1, msg, data: null });
    }
    // Nothing was used up by the refusals: the real registration still goes through.
    expect((await t.post('users/register', person, anonymous)).body.state).toBe(1);
  });

  it('refuses a registration from a signed-in customer', async () => {
    const { token } = await register(t);
    const response = await t.post('users/register', newPerson(), token);
    expect(response.status).toBe(403);
  });
});

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters outside tests', async () => {
    expect(loadConfig({}).passwordHashing).toEqual(OWASP_ARGON2ID);
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const passwords = await createPasswords(OWASP_ARGON2ID);
    const hash = await passwords.hash('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(hash, 'Secret#123')).toBe(true);
    expect(await passwords.verify(hash, 'Secret#124')).toBe(false);
    expect(await passwords.verify('not a hash', 'Secret#123')).toBe(false);
  });
});
