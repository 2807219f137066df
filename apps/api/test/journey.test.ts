import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Response, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { newPerson } from './support/flows.js';

/** The whole journey of a new customer, over real HTTP, reading codes as a person would. */
describe.each(databaseKinds)('a customer journey over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimitScale: 1 });
  });
  afterAll(() => t.close());

  async function call(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
    const response = await fetch(`${t.url}/api/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Response['body'] };
  }

  /** Reads the newest code for `to` from the sandbox's message list, as the inbox page shows it. */
  async function readCode(to: string, after: number): Promise<string> {
    for (let i = 0; i < 400; i += 1) {
      const response = await fetch(`${t.url}/sandbox/api/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as Array<{ body: string; receivedAt: string }>;
      const newest = messages[0];
      if (newest && Date.parse(newest.receivedAt) >= after)
        return newest.body.match(/\b(\d{6})\b/)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no code for ${to}`);
  }

  it('signs up, logs in with password and code, manages phones and logs out', async () => {
    const person = newPerson();
    const secondPhone = newPerson().phone;

    const app = await call('POST', 'users/authenticateAPI', null, {
      username: 'yo-web',
      password: 'yo-web-local-secret',
    });
    const anonymous = app.body.data.token as string;

    // Sign up: a code by email, verified, then the registration.
    let since = Date.now() - 5;
    const signupCode = await call('POST', 'users/sendemailverifycode', anonymous, {
      Email: person.email,
      Phone: person.phone,
    });
    expect(signupCode.body).toMatchObject({
      state: 1,
      data: { twoFactor: true, timeoutDuration: 2 },
    });
    const verifiedSignup = await call('POST', 'users/phoneverify', anonymous, {
      phone: person.phone,
      tempVerificationCodeId: signupCode.body.data.tempVerificationCodeId,
      sMSCode: await readCode(person.email, since),
    });
    expect(verifiedSignup.body.state).toBe(1);
    expect((await call('POST', 'users/register', anonymous, person)).body.state).toBe(1);

    // Log in: the password, then the code sent by SMS this time.
    const first = await call('POST', 'users/authenticate', anonymous, {
      username: person.email,
      password: person.password,
    });
    expect(first.body).toMatchObject({ state: 1, data: { phoneNumber: person.phone } });
    const pending = first.body.data.token as string;
    since = Date.now() - 5;
    const loginCode = await call('POST', 'users/sendsmsverifycode', pending, {
      Phone: person.phone,
      isVerify: true,
    });
    const second = await call('POST', 'users/phoneverify', pending, {
      phone: person.phone,
      tempVerificationCodeId: loginCode.body.data.tempVerificationCodeId,
      sMSCode: await readCode(person.phone, since),
    });
    expect(second.body.state).toBe(1);
    const user = second.body.data.token as string;

    // Profile.
    const profile = await call('GET', 'customers/getbyuserid', user);
    expect(profile.body.data).toMatchObject({ email: person.email, phoneNumber: person.phone });
    const customerId = profile.body.data.customerId as number;

    // A second phone, with its own code.
    since = Date.now() - 5;
    const phoneCode = await call('POST', 'users/sendsmsverifycode', user, {
      Phone: secondPhone,
      isVerify: true,
    });
    const verifiedPhone = await call('POST', 'users/phoneverify', user, {
      phone: secondPhone,
      tempVerificationCodeId: phoneCode.body.data.tempVerificationCodeId,
      sMSCode: await readCode(secondPhone, since),
    });
    expect(verifiedPhone.body.state).toBe(1);
    const added = await call('POST', 'customers/addphone', user, {
      phoneNumber: secondPhone,
      isActive: true,
      isPrimary: false,
    });
    expect(added.body.state).toBe(1);

    // Make it primary.
    const list = await call('GET', 'customers/getphonelist', user);
    const newPhone = (
      list.body.data.data as Array<{ customerPhoneId: number; phoneNumber: string }>
    ).find((p) => p.phoneNumber === secondPhone)!;
    const primary = await call(
      'POST',
      `customers/primaryphone?phoneId=${newPhone.customerPhoneId}&customerId=${customerId}`,
      user,
    );
    expect(primary.body.state).toBe(1);
    expect((await call('GET', 'customers/getbyuserid', user)).body.data.phoneNumber).toBe(
      secondPhone,
    );

    // Log out: the user token no longer works.
    expect((await call('POST', 'users/logout', user)).body.state).toBe(1);
    const refused = await call('GET', 'customers/getbyuserid', user);
    expect(refused.status).toBe(401);
    expect(refused.body.state).toBe(-1);
  });
});
