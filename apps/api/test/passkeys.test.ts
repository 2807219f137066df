import { passkeyMails, passkeyServerMessages, serverMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyChallenges, passkeys } from '../src/db/schema.js';
import { SoftAuthenticator, type Ceremony } from './support/authenticator.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, codeSentTo, jwtPayload, login, register } from './support/flows.js';

const PUBLIC_URL = 'https://yo.example';
const here: Ceremony = { origin: PUBLIC_URL, rpId: 'yo.example' };

type Customer = Awaited<ReturnType<typeof register>>;

describe.each(databaseKinds)('passkeys on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: PUBLIC_URL });
  });
  afterAll(() => t.close());

  /** The fresh code check: a code by SMS to the primary mobile, verified on the same session. */
  async function confirmByCode(token: string, phone: string) {
    const after = Date.now();
    const sent = await t.post('passkeys/sendcode', { channel: 'sms' }, token);
    expect(sent.body).toMatchObject({ state: 1, data: { phone } });
    const code = await codeSentTo(t, phone, after);
    const verified = await t.post(
      'users/phoneverify',
      { phone, tempVerificationCodeId: sent.body.data.tempVerificationCodeId, sMSCode: code },
      token,
    );
    expect(verified.body).toEqual({ state: 1, msg: '', data: null });
  }

  /** Adds a passkey made by `authenticator` to the customer's account, as the account page does. */
  async function addPasskey(customer: Customer, authenticator: SoftAuthenticator, name = 'Phone') {
    await confirmByCode(customer.token, customer.person.phone);
    const options = await t.post('passkeys/register/options', undefined, customer.token);
    expect(options.body.state).toBe(1);
    const added = await t.post(
      'passkeys/register',
      { name, response: authenticator.register(options.body.data, here) },
      customer.token,
    );
    expect(added.body.state).toBe(1);
    return added.body.data as { id: string; name: string };
  }

  /** The password step of login: a pending token. */
  async function passwordStep(customer: Customer) {
    const anonymous = await anonymousToken(t);
    const first = await t.post(
      'users/authenticate',
      { username: customer.person.email, password: customer.person.password },
      anonymous,
    );
    expect(first.body.state).toBe(1);
    return first.body.data.token as string;
  }

  async function signInOptions(token: string) {
    const options = await t.post('passkeys/signin/options', undefined, token);
    expect(options.body.state).toBe(1);
    return options.body.data as {
      offered: boolean;
      options: { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
    };
  }

  async function customerWithPasskey() {
    const customer = await register(t);
    const authenticator = new SoftAuthenticator();
    const passkey = await addPasskey(customer, authenticator);
    return { customer, authenticator, passkey };
  }

  it('registers a passkey after a fresh code check, lists it and mails the customer', async () => {
    const customer = await register(t);
    const authenticator = new SoftAuthenticator(true);
    const added = await addPasskey(customer, authenticator, '  My phone  ');
    expect(added).toMatchObject({ name: 'My phone', lastUsedAt: null, backedUp: true });

    const listed = await t.get('passkeys/list', customer.token);
    expect(listed.body.data).toEqual([added]);
    const [row] = await t.app.database.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row).toMatchObject({ credentialId: authenticator.id, counter: 1, backedUp: true });
    expect(row!.deviceType).toBe('multiDevice');

    const mail = passkeyMails.added('My phone');
    await expect
      .poll(() => t.app.sandbox!.messages.list(customer.person.email).map((m) => m.subject))
      .toContain(mail.subject);
  });

  it('refuses to add a passkey without a fresh code check, and a check is used once', async () => {
    const customer = await register(t);
    const options = await t.post('passkeys/register/options', undefined, customer.token);
    expect(options.body).toEqual({
      state: -1,
      msg: passkeyServerMessages.freshCodeNeeded,
      data: null,
    });

    // The code check of one passkey does not add a second.
    await addPasskey(customer, new SoftAuthenticator());
    const again = await t.post('passkeys/register/options', undefined, customer.token);
    expect(again.body.msg).toBe(passkeyServerMessages.freshCodeNeeded);
  });

  it('refuses a registration from another origin or for another relying party', async () => {
    const customer = await register(t);
    await confirmByCode(customer.token, customer.person.phone);
    for (const ceremony of [
      { origin: 'https://yo.example.evil', rpId: 'yo.example' },
      { origin: PUBLIC_URL, rpId: 'evil.example' },
      { ...here, unverified: true },
    ]) {
      const options = await t.post('passkeys/register/options', undefined, customer.token);
      const response = new SoftAuthenticator().register(options.body.data, ceremony);
      const added = await t.post('passkeys/register', { name: '', response }, customer.token);
      expect(added.body).toEqual({ state: -1, msg: passkeyServerMessages.notVerified, data: null });
    }
    expect((await t.get('passkeys/list', customer.token)).body.data).toEqual([]);
  });

  it('signs in after the password with the passkey: the user token the code would give', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const pending = await passwordStep(customer);
    const { offered, options } = await signInOptions(pending);
    expect(offered).toBe(true);
    expect(options.rpId).toBe('yo.example');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);

    const signedIn = await t.post(
      'passkeys/signin',
      { response: authenticator.authenticate(options, here) },
      pending,
    );
    expect(signedIn.body).toMatchObject({ state: 1, data: { phoneNumber: customer.person.phone } });
    const token = signedIn.body.data.token as string;
    expect(jwtPayload(token).kind).toBe('user');
    expect((await t.get('customers/getbyuserid', token)).body.state).toBe(1);
    // The pending session has ended, as after a right code.
    expect((await t.post('passkeys/signin/options', undefined, pending)).status).toBe(401);
    const [listed] = (await t.get('passkeys/list', token)).body.data;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('does not offer a passkey to a customer who has none', async () => {
    const customer = await register(t);
    const pending = await passwordStep(customer);
    const { offered, options } = await signInOptions(pending);
    expect(offered).toBe(false);
    expect(options.allowCredentials).toEqual([]);
  });

  it('signs in with a discoverable passkey alone, from an anonymous token', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const anonymous = await anonymousToken(t);
    const { offered, options } = await signInOptions(anonymous);
    expect(offered).toBe(true);
    expect(options.allowCredentials).toEqual([]);
    const signedIn = await t.post(
      'passkeys/signin',
      { response: authenticator.authenticate(options, here) },
      anonymous,
    );
    expect(signedIn.body).toMatchObject({ state: 1, data: { phoneNumber: customer.person.phone } });
    expect(jwtPayload(signedIn.body.data.token).sub).toBe(jwtPayload(customer.token).sub);
  });

  it('refuses an answer from another origin, for another RP id, or without user verification', async () => {
    const { authenticator } = await customerWithPasskey();
    for (const ceremony of [
      { origin: 'https://phish.example', rpId: 'yo.example' },
      { origin: 'http://yo.example', rpId: 'yo.example' },
      { origin: PUBLIC_URL, rpId: 'phish.example' },
      { ...here, unverified: true },
    ]) {
      const anonymous = await anonymousToken(t);
      const { options } = await signInOptions(anonymous);
      const answer = authenticator.authenticate(options, ceremony);
      const signedIn = await t.post('passkeys/signin', { response: answer }, anonymous);
      expect(signedIn.body).toEqual({
        state: -1,
        msg: passkeyServerMessages.notVerified,
        data: null,
      });
    }
  });

  it('refuses a replayed challenge, and a challenge answered on another session', async () => {
    const { authenticator } = await customerWithPasskey();
    const anonymous = await anonymousToken(t);
    const { options } = await signInOptions(anonymous);
    const answer = authenticator.authenticate(options, here);
    expect((await t.post('passkeys/signin', { response: answer }, anonymous)).body.state).toBe(1);
    const replayed = await t.post('passkeys/signin', { response: answer }, anonymous);
    expect(replayed.body).toEqual({
      state: -1,
      msg: passkeyServerMessages.challengeInvalid,
      data: null,
    });

    const asked = await signInOptions(await anonymousToken(t));
    const elsewhere = await t.post(
      'passkeys/signin',
      { response: authenticator.authenticate(asked.options, here) },
      await anonymousToken(t),
    );
    expect(elsewhere.body.msg).toBe(passkeyServerMessages.challengeInvalid);
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await customerWithPasskey();
    const anonymous = await anonymousToken(t);
    const { options } = await signInOptions(anonymous);
    await t.app.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    const signedIn = await t.post(
      'passkeys/signin',
      { response: authenticator.authenticate(options, here) },
      anonymous,
    );
    expect(signedIn.body).toEqual({
      state: -1,
      msg: passkeyServerMessages.challengeInvalid,
      data: null,
    });
  });

  it("refuses customer A's passkey after customer B's password", async () => {
    const a = await customerWithPasskey();
    const b = await customerWithPasskey();
    const pendingB = await passwordStep(b.customer);
    const { options } = await signInOptions(pendingB);
    const signedIn = await t.post(
      'passkeys/signin',
      { response: a.authenticator.authenticate(options, here) },
      pendingB,
    );
    expect(signedIn.body).toEqual({
      state: -1,
      msg: passkeyServerMessages.notVerified,
      data: null,
    });
    // Nor can A's passkey be added to B's account.
    await confirmByCode(b.customer.token, b.customer.person.phone);
    const registration = await t.post('passkeys/register/options', undefined, b.customer.token);
    const added = await t.post(
      'passkeys/register',
      { name: '', response: a.authenticator.register(registration.body.data, here) },
      b.customer.token,
    );
    expect(added.body.msg).toBe(passkeyServerMessages.alreadyRegistered);
  });

  it('refuses a signature counter that goes backwards (a cloned authenticator)', async () => {
    const { authenticator } = await customerWithPasskey();
    const signIn = async () => {
      const anonymous = await anonymousToken(t);
      const { options } = await signInOptions(anonymous);
      return t.post(
        'passkeys/signin',
        { response: authenticator.authenticate(options, here) },
        anonymous,
      );
    };
    authenticator.counter = 10;
    expect((await signIn()).body.state).toBe(1);
    authenticator.counter = 4;
    expect((await signIn()).body).toEqual({
      state: -1,
      msg: passkeyServerMessages.notVerified,
      data: null,
    });
  });

  it('removes a passkey at once, mails the customer, and refuses it from then on', async () => {
    const { customer, authenticator, passkey } = await customerWithPasskey();
    const anonymous = await anonymousToken(t);
    const { options } = await signInOptions(anonymous);
    const answer = authenticator.authenticate(options, here);

    const other = await register(t);
    const notTheirs = await t.post('passkeys/remove', { id: passkey.id }, other.token);
    expect(notTheirs.body).toEqual({ state: -1, msg: passkeyServerMessages.notFound, data: null });

    expect((await t.post('passkeys/remove', { id: passkey.id }, customer.token)).body).toEqual({
      state: 1,
      msg: '',
      data: null,
    });
    const signedIn = await t.post('passkeys/signin', { response: answer }, anonymous);
    expect(signedIn.body).toEqual({
      state: -1,
      msg: passkeyServerMessages.unknownPasskey,
      data: null,
    });
    expect((await t.get('passkeys/list', customer.token)).body.data).toEqual([]);
    const pending = await passwordStep(customer);
    expect((await signInOptions(pending)).offered).toBe(false);
    await expect
      .poll(() => t.app.sandbox!.messages.list(customer.person.email).map((m) => m.subject))
      .toContain(passkeyMails.removed('Phone').subject);
  });

  it('keeps passkey management to user tokens, and a code login still works', async () => {
    const { customer } = await customerWithPasskey();
    const anonymous = await anonymousToken(t);
    for (const [path, body] of [
      ['passkeys/sendcode', { channel: 'sms' }],
      ['passkeys/register/options', undefined],
      ['passkeys/remove', { id: '00000000-0000-0000-0000-000000000000' }],
    ] as const) {
      expect((await t.post(path, body, anonymous)).body).toEqual({
        state: -1,
        msg: serverMessages.forbidden,
        data: null,
      });
    }
    const { token } = await login(t, customer.person.email, customer.person.password);
    expect(jwtPayload(token).kind).toBe('user');
  });
});
