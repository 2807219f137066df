// #17, finding 6: the same bill paid again under a new key (a second tab, a retry after a closed
// one) is not charged silently: the API asks for confirmation, and charges once it has it.
import { paymentMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billPayTransactions } from '../src/db/schema.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';
import {
  CARDS,
  billPayBody,
  payInBrowser,
  solveCaptcha,
  startBillPayApp,
  submit,
  type BillPayInput,
  type BillPayTestApp,
} from './support/billpay.js';

vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('a bill paid minutes ago (%s)', (kind) => {
  let t: BillPayTestApp;
  let paidOrderId: string;
  let paidAt: number;
  /** The bill paid first: every other test changes one thing of it, or nothing. */
  const bill: BillPayInput = { accountNumber: '100234567', amount: 212.4 };

  beforeAll(async () => {
    t = await startBillPayApp(kind);
    const token = await anonymousToken(t);
    const first = await submit(t, token, billPayBody(await solveCaptcha(t), bill));
    expect(first.body.state).toBe(1);
    const page = await payInBrowser(first.body.data.htmlForm);
    expect(page.html).toContain(paymentMessages.paymentSuccessful);
    paidOrderId = first.body.data.orderId;
    const [row] = await t.app.database.db
      .select({ completedAt: billPayTransactions.completedAt })
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, paidOrderId));
    paidAt = row!.completedAt!.getTime();
  }, 180_000);
  afterAll(() => t?.close(), 60_000);
  afterEach(() => {
    t.clock.offsetMs = 0;
  });

  /** The app's clock this long after the first payment went through (requests take seconds). */
  const later = (ms: number) => {
    t.clock.offsetMs = paidAt + ms - Date.now();
  };

  const sales = () => t.sandbox.powertranz.transactions().length;

  it('asks before charging it again from another session, and keeps the captcha for the answer', async () => {
    const before = sales();
    const token = await anonymousToken(t);
    const body = billPayBody(await solveCaptcha(t), bill);
    later(20_000);
    const asked = await submit(t, token, body);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      state: -1,
      msg: 'You paid this bill 1 minute ago.',
      data: { duplicateOf: { orderId: paidOrderId, minutesAgo: 1 } },
    });
    expect(sales()).toBe(before);

    const confirmed = await submit(t, token, { ...body, confirmDuplicate: true });
    expect(confirmed.body.state).toBe(1);
    expect(confirmed.body.data.orderId).not.toBe(paidOrderId);
    expect(sales()).toBe(before + 1);
    // Left at 3-D Secure (it counts for the question while Pending), the sweep fails it once its
    // session runs out, so the tests below are asked about the paid bill alone.
    later(5 * 60_000 + 30_000);
    expect((await t.app.billPay.sweep()).expired).toBe(1);
  });

  it('asks 20 sessions at once and charges none of them', async () => {
    const before = sales();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        submit(t, await anonymousToken(t), billPayBody(await solveCaptcha(t), bill)),
      ),
    );
    for (const answer of answers) {
      expect(answer.body.state).toBe(-1);
      expect(answer.body.data.duplicateOf.orderId).toBe(paidOrderId);
    }
    expect(sales()).toBe(before);
  });

  it("asks a signed-in customer about the customer's own payments only, not a guest's", async () => {
    const customer = await register(t);
    const body = billPayBody(await solveCaptcha(t), bill);
    const answer = await submit(t, customer.token, body);
    expect(answer.body).toMatchObject({ state: 1 });
    await payInBrowser(answer.body.data.htmlForm);
    const again = await submit(t, customer.token, billPayBody(await solveCaptcha(t), bill));
    expect(again.body).toMatchObject({ state: -1, msg: 'You paid this bill 1 minute ago.' });
  });

  it.each<[string, BillPayInput]>([
    ['another amount', { ...bill, amount: 212.41 }],
    ['another account', { ...bill, accountNumber: '100567890' }],
    ['another card', { ...bill, cardNumber: CARDS.frictionlessA }],
    ['another payee', { ...bill, providerId: 2, accountNumber: '3012456-01' }],
  ])('charges %s without asking', async (_name, input) => {
    const answer = await submit(
      t,
      await anonymousToken(t),
      billPayBody(await solveCaptcha(t), input),
    );
    expect(answer.body).toMatchObject({ state: 1 });
  });

  it.each([
    [7.5 * 60_000, 'You paid this bill 7 minutes ago.'],
    [9.75 * 60_000, 'You paid this bill 9 minutes ago.'],
    [10 * 60_000 + 1_000, null],
  ])('%i ms later says %s', async (ms, message) => {
    const token = await anonymousToken(t);
    const body = billPayBody(await solveCaptcha(t), bill);
    later(ms);
    const answer = await submit(t, token, body);
    if (message === null) expect(answer.body.state).toBe(1);
    else expect(answer.body).toMatchObject({ state: -1, msg: message });
  });
});

describe('paidRecently', () => {
  it.each([
    [1, 'You paid this bill 1 minute ago.'],
    [2, 'You paid this bill 2 minutes ago.'],
    [10, 'You paid this bill 10 minutes ago.'],
  ])('%i → %s', (minutes, text) => {
    expect(paymentMessages.paidRecently(minutes)).toBe(text);
  });
});
