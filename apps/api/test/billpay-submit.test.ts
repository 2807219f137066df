import { randomUUID } from 'node:crypto';
import { cardMessages, consentMessages, paymentMessages, serverMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billPayTransactions, serviceStatuses } from '../src/db/schema.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';
import {
  CARDS,
  billPayBody,
  http,
  payInBrowser,
  solveCaptcha,
  startBillPayApp,
  submit,
  type BillPayTestApp,
} from './support/billpay.js';

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('PostTransactionAsync on %s', (kind) => {
  let t: BillPayTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startBillPayApp(kind);
    token = await anonymousToken(t);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  const sales = () => t.sandbox.powertranz.transactions().length;

  it('starts a 3-D Secure sale and answers {orderId, htmlForm}', async () => {
    const before = sales();
    const response = await submit(t, token, billPayBody(await solveCaptcha(t)));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      state: 1,
      data: { orderId: expect.stringMatching(/^YO-\d{6}-[2-9A-Z]{6}$/) },
    });
    expect(response.body.data.htmlForm).toContain('threeDSAuthenticate');
    expect(sales()).toBe(before + 1);
    const [sale] = t.sandbox.powertranz.transactions();
    expect(sale).toMatchObject({
      orderIdentifier: response.body.data.orderId,
      amount: 150.25,
      currencyCode: '780',
      kind: 'sale',
    });
    const [row] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, response.body.data.orderId));
    expect(row).toMatchObject({
      status: 'Pending',
      amountCents: 15_025,
      feeCents: 0,
      donationCents: 0,
      totalCents: 15_025,
      nameOnAccount: 'Ravi Ramdial',
      cardBrand: 'Visa',
      cardLastFour: '0071',
    });
    expect(row!.spiTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('charges a vendor the server total and the donation on top', async () => {
    const body = billPayBody(await solveCaptcha(t), {
      providerId: 11,
      accountNumber: 'SC-10045',
      amount: 100,
      total: 104.5,
      charityId: 33,
      donation: 10,
    });
    const response = await submit(t, token, body);
    expect(response.body.state).toBe(1);
    const [row] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, response.body.data.orderId));
    expect(row).toMatchObject({
      amountCents: 10_000,
      feeCents: 450,
      donationCents: 1_000,
      totalCents: 11_450,
      charityId: 33,
    });
    expect(t.sandbox.powertranz.transactions()[0]!.amount).toBe(114.5);
  });

  it('refuses a total the client computed differently, and charges nothing', async () => {
    const before = sales();
    const body = billPayBody(await solveCaptcha(t), {
      providerId: 11,
      accountNumber: 'SC-10045',
      amount: 100,
      total: 100,
    });
    const response = await submit(t, token, body);
    expect(response.body).toEqual({
      state: -1,
      msg: paymentMessages.totalMismatch('104.50'),
      data: null,
    });
    expect(sales()).toBe(before);
  });

  it('re-validates every rule with the domain texts before charging', async () => {
    const before = sales();
    const refusal = async (change: (body: ReturnType<typeof billPayBody>) => void) => {
      // Unlike the first test's payment, still at 3-D Secure: not a duplicate to ask about.
      const body = billPayBody(await solveCaptcha(t), { amount: 33 });
      change(body);
      const response = await submit(t, token, body);
      expect(response.status).toBe(200);
      expect(response.body.state).toBe(-1);
      return response.body.msg as string;
    };
    expect(await refusal((b) => (b.providerId = 999))).toBe('You must select a payee');
    expect(await refusal((b) => ((b.billPayAmount = 20), (b.amount = 20)))).toBe(
      'Amount cannot be less than $25.00',
    );
    expect(await refusal((b) => ((b.billPayAmount = 20_000.01), (b.amount = 20_000.01)))).toBe(
      'Amount cannot be more than $20000.00',
    );
    expect(await refusal((b) => (b.phoneNumber = '1868'))).toBe('Phone number is required');
    expect(await refusal((b) => (b.accountNumber = ''))).toBe('Account number cannot be empty.');
    expect(await refusal((b) => (b.email = 'ann@'))).toBe('Email is invalid');
    expect(await refusal((b) => (b.accountNumber = '100999001'))).toBe(
      paymentMessages.accountInactive,
    );
    expect(await refusal((b) => (b.accountNumber = '999999999'))).toBe(
      paymentMessages.accountNotFound,
    );
    expect(await refusal((b) => (b.paymentDetails.name = ''))).toBe(cardMessages.nameEmpty);
    expect(await refusal((b) => (b.paymentDetails.cardNumber = '378282246310005'))).toBe(
      cardMessages.numberInvalid,
    );
    expect(await refusal((b) => (b.paymentDetails.cardNumber = '4012000000020072'))).toBe(
      cardMessages.numberInvalid,
    );
    expect(await refusal((b) => (b.paymentDetails.expirationDate = '0120'))).toBe(
      cardMessages.expiryInvalid,
    );
    expect(await refusal((b) => (b.paymentDetails.cvv = '12'))).toBe(cardMessages.cvvLength);
    expect(await refusal((b) => (b.billingAddress.city = ''))).toBe('City is required.');
    expect(await refusal((b) => (b.tac = false))).toBe(consentMessages.termsRequired);
    expect(await refusal((b) => ((b.v2Captcha = ''), (b.googleRecaptchaToken = '')))).toBe(
      consentMessages.captchaRequired,
    );
    expect(
      await refusal(
        (b) => (
          (b.v2Captcha = 'bm90IGEgc29sdXRpb24='),
          (b.googleRecaptchaToken = 'bm90IGEgc29sdXRpb24=')
        ),
      ),
    ).toBe(paymentMessages.captchaInvalid);
    expect(await refusal((b) => (b.donationAmount = 5))).toBe(paymentMessages.donationInvalid);
    expect(await refusal((b) => ((b.charityId = 1), (b.donationAmount = 5)))).toBe(
      paymentMessages.charityNotFound,
    );
    // A guest has no saved cards and saves none (test/billpay-saved-card.test.ts has the customer's).
    expect(await refusal((b) => (b.paymentDetails.customerCardId = 7))).toBe(
      serverMessages.notSignedIn,
    );
    expect(await refusal((b) => (b.shouldSaveCard = true))).toBe(serverMessages.notSignedIn);
    expect(sales()).toBe(before);
  });

  it('accepts a captcha solution once', async () => {
    const captcha = await solveCaptcha(t);
    expect((await submit(t, token, billPayBody(captcha, { amount: 34 }))).body.state).toBe(1);
    const again = await submit(t, token, billPayBody(captcha, { amount: 99 }));
    expect(again.body).toMatchObject({ state: -1, msg: paymentMessages.captchaInvalid });
  });

  it('takes no payment while the service is switched off', async () => {
    await t.app.database.db
      .update(serviceStatuses)
      .set({ isActive: false })
      .where(eq(serviceStatuses.serviceId, 'billpay'));
    try {
      const response = await submit(t, token, billPayBody(await solveCaptcha(t)));
      expect(response.body).toMatchObject({ state: -1, msg: paymentMessages.serviceInactive });
    } finally {
      await t.app.database.db
        .update(serviceStatuses)
        .set({ isActive: true })
        .where(eq(serviceStatuses.serviceId, 'billpay'));
    }
  });

  it('needs an Idempotency-Key and a token', async () => {
    const body = billPayBody(await solveCaptcha(t));
    const noKey = await http(t, 'POST', 'Transaction/PostTransactionAsync', { token, body });
    expect(noKey).toMatchObject({
      status: 400,
      body: { state: -1, msg: paymentMessages.idempotencyKeyRequired },
    });
    const noToken = await http(t, 'POST', 'Transaction/PostTransactionAsync', {
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noToken.status).toBe(401);
  });

  it('answers a repeated key with the first result and never charges twice', async () => {
    const key = randomUUID();
    const body = billPayBody(await solveCaptcha(t), { amount: 61 });
    const first = await submit(t, token, body, key);
    const before = sales();
    // A retry after a lost answer carries the same key (and here a new captcha token).
    const retry = await submit(
      t,
      token,
      { ...body, v2Captcha: 'x', googleRecaptchaToken: 'x' },
      key,
    );
    expect(retry.body).toEqual(first.body);
    expect(sales()).toBe(before);
    // The same key with another payment is refused.
    const other = await submit(t, token, billPayBody(await solveCaptcha(t), { amount: 62 }), key);
    expect(other).toMatchObject({
      status: 422,
      body: { state: -1, msg: paymentMessages.idempotencyKeyReused },
    });
    // And from another session.
    const stranger = await submit(t, await anonymousToken(t), body, key);
    expect(stranger.status).toBe(422);
  });

  it('makes exactly one gateway sale for 20 concurrent submissions with one key', async () => {
    const key = randomUUID();
    const body = billPayBody(await solveCaptcha(t), { amount: 77.77 });
    const before = sales();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(t, token, body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const orderIds = new Set(answers.map((a) => a.body.data?.orderId));
    expect(orderIds.size).toBe(1);
    expect([...orderIds][0]).toMatch(/^YO-/);
    expect(sales()).toBe(before + 1);
    const rows = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.amountCents, 7_777));
    expect(rows).toHaveLength(1);
  });

  it('refuses other keys for the same submission while the first is in flight (409)', async () => {
    const body = billPayBody(await solveCaptcha(t), {
      amount: 88.88,
      cardNumber: CARDS.challengeY,
    });
    const before = sales();
    // A double click with a fresh key each time: one goes through, the rest meet it in flight.
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(t, token, body)));
    const accepted = answers.filter((a) => a.status === 200 && a.body.state === 1);
    const conflicts = answers.filter((a) => a.status === 409);
    expect(accepted).toHaveLength(1);
    expect(conflicts.length).toBeGreaterThanOrEqual(1);
    expect(conflicts[0]!.body).toEqual({
      state: -1,
      msg: paymentMessages.paymentInProgress,
      data: null,
    });
    expect(sales()).toBe(before + 1);
  });

  it('a declined sale answers the decline text (expired card at the gateway: 54)', async () => {
    // The domain's check passes the month; the gateway's clock is a year ahead, so the card expired there.
    t.clock.gatewayOffsetMs = 400 * 24 * 60 * 60_000;
    try {
      const nextMonth = new Date();
      nextMonth.setMonth(nextMonth.getMonth() + 1);
      const expiry = `${String(nextMonth.getMonth() + 1).padStart(2, '0')}${String(nextMonth.getFullYear() % 100)}`;
      const body = billPayBody(await solveCaptcha(t), { amount: 35, expiry });
      const response = await submit(t, token, body);
      expect(response.body).toMatchObject({ state: -1, msg: paymentMessages.declined('54') });
    } finally {
      t.clock.gatewayOffsetMs = 0;
    }
  });

  it('a completed payment answers its result page again for a repeated ACS post', async () => {
    const response = await submit(t, token, billPayBody(await solveCaptcha(t), { amount: 45 }));
    const page = await payInBrowser(response.body.data.htmlForm);
    expect(page.html).toContain('Payment Successful');
    const paymentsBefore = t.sandbox.powertranz.transactions().filter((s) => s.approved).length;
    const repeat = await fetch(page.toMerchant.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(page.toMerchant.fields).toString(),
    });
    expect(await repeat.text()).toContain(response.body.data.orderId);
    expect(t.sandbox.powertranz.transactions().filter((s) => s.approved).length).toBe(
      paymentsBefore,
    );
    expect(
      t.sandbox.payees.postings().filter((p) => p.orderId === response.body.data.orderId),
    ).toHaveLength(1);
  });
});
