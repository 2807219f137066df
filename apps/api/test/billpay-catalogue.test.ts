import {
  BILL_PAY_DEFAULT_LIMIT_CENTS,
  BILL_PAY_DEFAULT_MINIMUM_CENTS,
  CHARITIES,
  errorMessages,
  paymentMessages,
  routes,
  successEnvelopeStruct,
  toWireAmount,
} from '@yo/domain';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';
import { http, startBillPayApp, type BillPayTestApp } from './support/billpay.js';

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('bill pay payees, fees and account checks on %s', (kind) => {
  let t: BillPayTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startBillPayApp(kind);
    token = await anonymousToken(t);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('lists the payees from the database in the contract shape: utilities free, vendors with their fees', async () => {
    const response = await t.get('Transaction/GetProviders', token);
    expect(response.status).toBe(200);
    expect(is(response.body, successEnvelopeStruct(routes.providers.response))).toBe(true);
    const byId = new Map<number, Record<string, unknown>>(
      response.body.data.map((p: { providerId: number }) => [p.providerId, p]),
    );
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 11, 12, 13, 22, 33, 170, 266,
    ]);
    for (const utility of [1, 2, 3, 4, 5]) {
      expect(byId.get(utility)).toMatchObject({
        type: 'Utility',
        customerCardRate: 0,
        customerFee: 0,
        minimum: 25,
        limit: 20_000,
      });
    }
    expect(byId.get(1)).toMatchObject({
      name: 'T&TEC',
      commentsField: false,
      accountHelperMessage: expect.any(String),
    });
    expect(byId.get(11)).toMatchObject({
      name: 'Solis Credit',
      type: 'Vendor',
      customerCardRate: 0.025,
      customerFee: 2,
      commentsField: true,
    });
    expect(byId.get(12)).toMatchObject({
      name: 'Made Technologies',
      customerCardRate: 0.03,
      customerFee: 0,
    });
    expect(byId.get(13)).toMatchObject({
      name: 'CJ Cubes Wholesale',
      customerFee: 5.63,
      minimum: 100,
      limit: 10_000,
    });
    // The domain's defaults (25 and 5000) where a payee sets none.
    expect(byId.get(12)).toMatchObject({
      minimum: toWireAmount(BILL_PAY_DEFAULT_MINIMUM_CENTS),
      limit: toWireAmount(BILL_PAY_DEFAULT_LIMIT_CENTS),
    });
    for (const { charityId } of CHARITIES)
      expect(byId.get(charityId)).toMatchObject({ type: 'Charity', customerFee: 0 });
  });

  it('lists the charities 33, 22, 170 and 266', async () => {
    const response = await t.get('Transaction/GetCharities', token);
    expect(is(response.body, successEnvelopeStruct(routes.charities.response))).toBe(true);
    expect(
      response.body.data
        .map((c: { providerId: number }) => c.providerId)
        .sort((a: number, b: number) => a - b),
    ).toEqual([22, 33, 170, 266]);
    expect(response.body.data).toContainEqual({
      providerId: 33,
      name: 'Coalition Against Domestic Violence',
    });
  });

  it('needs a token for the payee calls', async () => {
    expect((await t.get('Transaction/GetProviders')).status).toBe(401);
    expect(
      (await t.get('transaction/CustomerPaymentAmount?billpayAmount=100&merchantId=1')).status,
    ).toBe(401);
  });

  it('computes the total as amount + half-up rate + fee, in cents', async () => {
    const total = async (amount: string, merchantId: number) =>
      (
        await t.get(
          `transaction/CustomerPaymentAmount?billpayAmount=${amount}&merchantId=${merchantId}`,
          token,
        )
      ).body;
    // Utilities: no fee.
    expect(await total('150.25', 1)).toEqual({
      state: 1,
      msg: '',
      data: { customerPaymentAmt: 150.25, customerCardRate: 0 },
    });
    // Solis Credit: 100.00 + 2.5% (2.50) + 2.00.
    expect((await total('100', 11)).data).toEqual({
      customerPaymentAmt: 104.5,
      customerCardRate: 0.025,
    });
    // Made Technologies: 33.35 × 3% = 1.0005 → 1.00; 33.50 × 3% = 1.005 → 1.01 (half-up).
    expect((await total('33.35', 12)).data.customerPaymentAmt).toBe(34.35);
    expect((await total('33.50', 12)).data.customerPaymentAmt).toBe(34.51);
    // CJ Cubes: a fixed 5.63.
    expect((await total('200', 13)).data.customerPaymentAmt).toBe(205.63);
    // Unknown payee or an amount that is not one: the spec's fee failure text.
    expect(await total('100', 999)).toMatchObject({
      state: -1,
      msg: errorMessages.feeCalculationFailed,
    });
    expect(await total('-5', 1)).toMatchObject({
      state: -1,
      msg: errorMessages.feeCalculationFailed,
    });
    expect(
      (await t.get('transaction/CustomerPaymentAmount?billpayAmount=abc&merchantId=1', token))
        .status,
    ).toBe(400);
  });

  it('validates accounts at the payee: ACTIVE with the name, or the failing field and its message', async () => {
    const check = async (query: string) =>
      (await t.get(`Transaction/ValidateAccount?${query}`, token)).body;
    expect(await check('providerId=1&accountNumber=100234567&amount=100')).toEqual({
      state: 1,
      msg: '',
      data: { status: 'ACTIVE', nameonaccount: 'Ravi Ramdial' },
    });
    expect(
      (await check('providerId=2&accountNumber=3012456-01&amount=100')).data.nameonaccount,
    ).toBe('Andrea Charles');
    expect((await check('providerId=33&accountNumber=DONATECADV&amount=50')).data.status).toBe(
      'ACTIVE',
    );
    expect(await check('providerId=1&accountNumber=100999001&amount=100')).toEqual({
      state: -1,
      msg: paymentMessages.accountInactive,
      data: { field: 'accountNumber' },
    });
    expect(await check('providerId=1&accountNumber=123456789&amount=100')).toMatchObject({
      state: -1,
      msg: paymentMessages.accountNotFound,
      data: { field: 'accountNumber' },
    });
    expect(await check('providerId=1&accountNumber=12%2434&amount=100')).toMatchObject({
      state: -1,
      msg: 'Account number is invalid.',
      data: { field: 'accountNumber' },
    });
    expect(await check('providerId=1&accountNumber=100234567&amount=10')).toEqual({
      state: -1,
      msg: 'Amount cannot be less than $25.00',
      data: { field: 'amount' },
    });
    expect(await check('providerId=13&accountNumber=CJC-7781&amount=10000.01')).toMatchObject({
      msg: 'Amount cannot be more than $10000.00',
      data: { field: 'amount' },
    });
    expect(await check('providerId=77&accountNumber=100234567&amount=100')).toMatchObject({
      state: -1,
      msg: 'You must select a payee',
    });
  });

  it('answers the bill-pay service status', async () => {
    const response = await t.get('transaction/service/status?serviceId=billpay', token);
    expect(response.body).toMatchObject({ state: 1, data: { isActive: true } });
  });

  it('hands out ALTCHA challenges: signed, expiring, never twice the same', async () => {
    const first = await http(t, 'GET', 'captcha/challenge');
    const second = await http(t, 'GET', 'captcha/challenge');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({
      parameters: {
        algorithm: 'SHA-256',
        nonce: expect.any(String),
        salt: expect.any(String),
        keyPrefix: expect.any(String),
      },
      signature: expect.any(String),
    });
    expect(first.body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(second.body.parameters.nonce).not.toBe(first.body.parameters.nonce);
  });
});
