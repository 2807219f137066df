import { accountMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../src/http/server-messages.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { newPerson, register, smsCode } from './support/flows.js';

describe.each(databaseKinds)('customer profile and phones on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function addVerifiedPhone(token: string, phone: string) {
    const { id, code } = await smsCode(t, token, phone);
    const verified = await t.post(
      'users/phoneverify',
      { phone, tempVerificationCodeId: id, sMSCode: code },
      token,
    );
    expect(verified.body.state).toBe(1);
    return t.post(
      'customers/addphone',
      { phoneNumber: phone, isActive: true, isPrimary: false },
      token,
    );
  }

  async function phones(token: string) {
    const response = await t.get('customers/getphonelist', token);
    expect(response.body.state).toBe(1);
    return response.body.data.data as Array<{
      customerPhoneId: number;
      customerId: number;
      phoneNumber: string;
      isPrimary: boolean;
      isActive: boolean;
    }>;
  }

  it('returns the customer details of the token', async () => {
    const { person, token } = await register(t);
    const response = await t.get('customers/getbyuserid', token);
    expect(response.body).toEqual({
      state: 1,
      msg: '',
      data: {
        customerId: expect.any(Number),
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.phone,
      },
    });
  });

  it('updates the profile (with data in data.data) and re-checks 5.12', async () => {
    const { token } = await register(t);
    const updated = await t.post(
      'Customers/update',
      { firstName: 'Keisha', lastName: 'Baptiste-Ali' },
      token,
    );
    expect(updated.body).toMatchObject({
      state: 1,
      data: { data: { firstName: 'Keisha', lastName: 'Baptiste-Ali' } },
    });
    // The spec's casing and any other casing reach the same call.
    expect(
      (await t.post('customers/UPDATE', { firstName: 'Keisha', lastName: 'B' }, token)).body.state,
    ).toBe(1);
    for (const [body, msg] of [
      [{ firstName: 'K3isha', lastName: 'B' }, accountMessages.firstNameInvalid],
      [{ firstName: 'Keisha', lastName: '' }, accountMessages.lastNameEmpty],
      [{ firstName: 'x'.repeat(51), lastName: 'B' }, accountMessages.firstNameInvalid],
    ] as const) {
      const response = await t.post('Customers/update', body, token);
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(msg);
    }
  });

  it('adds a phone only after its SMS code, never as primary', async () => {
    const { person, token } = await register(t);
    const extra = newPerson().phone;
    const unverified = await t.post(
      'customers/addphone',
      { phoneNumber: extra, isActive: true, isPrimary: true },
      token,
    );
    expect(unverified.body).toEqual({
      state: -1,
      msg: serverMessages.phoneNotVerified,
      data: null,
    });
    const added = await addVerifiedPhone(token, extra);
    expect(added.body.state).toBe(1);
    const list = await phones(token);
    expect(list.map((p) => [p.phoneNumber, p.isPrimary])).toEqual([
      [person.phone, true],
      [extra, false],
    ]);
    // The code is used up: the same verification cannot add the number twice.
    const twice = await t.post(
      'customers/addphone',
      { phoneNumber: extra, isActive: true, isPrimary: false },
      token,
    );
    expect(twice.body.msg).toBe(serverMessages.phoneAlreadyOnAccount);
  });

  it('refuses a phone code by email and a number held by another account', async () => {
    const { token } = await register(t);
    const other = await register(t);
    const byEmail = await t.post(
      'users/sendemailverifycode',
      { Email: 'x@example.tt', Phone: newPerson().phone },
      token,
    );
    expect(byEmail.body.msg).toBe(serverMessages.phoneAddNeedsSms);
    const taken = await t.post(
      'users/sendsmsverifycode',
      { Phone: other.person.phone, isVerify: true },
      token,
    );
    expect(taken.body).toEqual({ state: -1, msg: serverMessages.phoneTaken, data: null });
    const badLength = await t.post(
      'users/sendsmsverifycode',
      { Phone: '1868555', isVerify: true },
      token,
    );
    expect(badLength.status).toBe(400);
    expect(badLength.body.msg).toBe(accountMessages.mobileDigits);
  });

  it('switches the primary phone and never removes the primary', async () => {
    const { person, token } = await register(t);
    const extra = newPerson().phone;
    await addVerifiedPhone(token, extra);
    const [first, second] = await phones(token);
    const customerId = first!.customerId;
    const removePrimary = await t.post(
      `customers/deactivatephone?phoneId=${first!.customerPhoneId}&customerId=${customerId}`,
      undefined,
      token,
    );
    expect(removePrimary.body).toEqual({
      state: -1,
      msg: accountMessages.cannotRemovePrimary,
      data: null,
    });
    const switched = await t.post(
      `customers/primaryphone?phoneId=${second!.customerPhoneId}&customerId=${customerId}`,
      undefined,
      token,
    );
    expect(switched.body.state).toBe(1);
    expect((await phones(token)).map((p) => [p.phoneNumber, p.isPrimary])).toEqual([
      [extra, true],
      [person.phone, false],
    ]);
    expect((await t.get('customers/getbyuserid', token)).body.data.phoneNumber).toBe(extra);
    const removed = await t.post(
      `customers/deactivatephone?phoneId=${first!.customerPhoneId}&customerId=${customerId}`,
      undefined,
      token,
    );
    expect(removed.body.state).toBe(1);
    expect((await phones(token)).map((p) => p.phoneNumber)).toEqual([extra]);
  });

  it("refuses another customer's customerId or phoneId, and changes nothing", async () => {
    const mine = await register(t);
    const theirs = await register(t);
    const [myPhone] = await phones(mine.token);
    const [theirPhone] = await phones(theirs.token);
    const otherCustomer = await t.post(
      `customers/primaryphone?phoneId=${myPhone!.customerPhoneId}&customerId=${theirPhone!.customerId}`,
      undefined,
      mine.token,
    );
    expect(otherCustomer.status).toBe(403);
    expect(otherCustomer.body.state).toBe(-1);
    const otherPhone = await t.post(
      `customers/deactivatephone?phoneId=${theirPhone!.customerPhoneId}&customerId=${myPhone!.customerId}`,
      undefined,
      mine.token,
    );
    expect(otherPhone.body).toEqual({ state: -1, msg: serverMessages.phoneNotFound, data: null });
    expect(await phones(theirs.token)).toEqual([theirPhone]);
  });

  it('rejects malformed phone action queries with 400', async () => {
    const { token } = await register(t);
    for (const query of ['', '?phoneId=abc&customerId=1', '?phoneId=1']) {
      const response = await t.post(`customers/primaryphone${query}`, undefined, token);
      expect(response.status, query).toBe(400);
      expect(response.body.state).toBe(-1);
    }
  });
});
