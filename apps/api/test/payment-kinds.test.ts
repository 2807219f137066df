// #30: every kind of card payment (one table of kinds: bill pay, top-up, the card check) passes
// the same crash, abandonment and stuck-payment tests, since one life cycle
// (modules/payments/lifecycle.ts) runs them all; and #32 finding 2: an identical payment in flight is asked about as a completed one is.
import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@yo/domain';
import { CHALLENGE_PASSWORD, type Sandbox } from '@yo/sandbox';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { billPayTransactions } from '../src/db/schema.js';
import {
  CARDS,
  parseForm,
  payInBrowser,
  postForm,
  runAcs,
  solveCaptcha,
} from './support/billpay.js';
import { databaseKinds, openSharedTestDatabase } from './support/database.js';
import {
  PAYMENT_KINDS,
  anonymousTokenAt,
  createSandbox,
  rowOf,
  rowsUnderKey,
  startPaymentProcess,
  submitKind,
  type PaymentProcess,
} from './support/payment-kinds.js';

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const cases = databaseKinds.flatMap((database) =>
  PAYMENT_KINDS.map((kind) => [kind.name, database, kind] as const),
);

describe.each(cases)('a %s on %s', (_name, database, kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database, a sandbox, and a first process on them; the app's clock can be moved. */
  async function setUp() {
    const shared = await openSharedTestDatabase(database);
    const sandbox = await createSandbox();
    const clock = { offsetMs: 0 };
    const now = () => Date.now() + clock.offsetMs;
    const first = await startPaymentProcess(shared.first, sandbox, now);
    cleanups.push(async () => {
      first.hold.release();
      await first.app.server.close();
      await shared.close();
      await sandbox.close();
    });
    const another = async () => {
      const process = await startPaymentProcess(await shared.another(), sandbox, now);
      cleanups.push(() => process.app.server.close());
      return process;
    };
    return { shared, sandbox, first, another, clock, now };
  }

  const sales = (sandbox: Sandbox) => sandbox.powertranz.transactions();
  /** The duplicate question's tests: for the kinds that ask it (a card check never does). */
  const neverAsks = kind.duplicateMessage === null;

  async function startPayment(process: PaymentProcess, variant: number, card?: string) {
    const token = await kind.token(process);
    const body = kind.body(await solveCaptcha(process.t), variant, card);
    const answer = await submitKind(process.t, kind, token, body, randomUUID());
    expect(answer.body).toMatchObject({ state: 1 });
    return answer.body.data as { orderId: string; htmlForm: string };
  }

  it("takes a dead claimant's key over at once, with exactly one gateway sale", async () => {
    const { shared, sandbox, first, another } = await setUp();
    const token = await kind.token(first);
    const body = kind.body(await solveCaptcha(first.t), 1);
    const key = randomUUID();
    // The first process opens the payment under the key, then hangs before its sale and "dies".
    first.hold.hold();
    void submitKind(first.t, kind, token, body, key).catch(() => undefined);
    const [opened] = await rowsUnderKey(shared.first, kind, key);
    expect(opened).toMatchObject({ status: 'Pending', claimant: shared.first.liveness.id });
    await shared.first.liveness.close();

    const second = await another();
    const started = Date.now();
    const retry = await submitKind(second.t, kind, token, body, key);
    expect(retry.body).toMatchObject({ state: 1 });
    expect(retry.body.data.htmlForm).toContain('threeDSAuthenticate');
    // At once: not after a repeat's 30 s wait, nor the 5 minutes of a claim naming no process.
    expect(Date.now() - started).toBeLessThan(15_000);
    const rows = await rowsUnderKey(shared.first, kind, key);
    expect(rows.map((row) => row.status).sort()).toEqual(['Failed', 'Pending']);
    expect(rows.find((row) => row.status === 'Failed')).toMatchObject({
      orderId: opened!.orderId,
      statusMessage: kind.sessionExpired,
    });
    expect(sales(sandbox)).toHaveLength(1);
    expect(sales(sandbox)[0]!.orderIdentifier).toBe(retry.body.data.orderId);
  });

  it('fails an abandoned 3-D Secure challenge in the sweep, once its session has run out', async () => {
    const { first, clock, sandbox } = await setUp();
    const { orderId, htmlForm } = await startPayment(first, 2, CARDS.challengeY);
    // The customer reaches the challenge and leaves: the ACS never answers us.
    const authenticate = parseForm(htmlForm, 'threeDSAuthenticate')!;
    const challenge = await postForm(authenticate.action, {
      ...authenticate.fields,
      threeDSCompInd: 'U',
      browserLanguage: 'en-TT',
    });
    expect(challenge.html).not.toContain('id="merchantResponse"');
    expect(await kind.sweep(first.app)).toMatchObject({ expired: 0 });
    clock.offsetMs = 5 * 60_000 + 1_000;
    expect((await kind.sweep(first.app)).expired).toBe(1);
    expect(await rowOf(first.app.database, kind, orderId)).toMatchObject({
      status: 'Failed',
      statusMessage: kind.sessionExpired,
      spiToken: null,
    });
    expect(sales(sandbox).find((sale) => sale.orderIdentifier === orderId)?.captured).toBe(0);
  });

  it('resumes at once a completion held by a process that died', async () => {
    const { first, sandbox, another } = await setUp();
    const { orderId, htmlForm } = await startPayment(first, 3);
    // The ACS answered and a process claimed the completion, then died before spi/payment.
    await runAcs(htmlForm);
    const gone = await another();
    await gone.app.database.liveness.close();
    const table = kind.table as typeof billPayTransactions;
    await first.app.database.db
      .update(table)
      .set({ completionClaimedAt: new Date(), claimant: gone.app.database.liveness.id })
      .where(eq(table.orderId, orderId));
    expect(await kind.sweep(first.app)).toMatchObject({ resumed: 1 });
    const done = await rowOf(first.app.database, kind, orderId);
    expect(done.status).toBe(kind.successStatus);
    const sale = sales(sandbox).find((one) => one.orderIdentifier === orderId)!;
    expect(sale).toMatchObject({ approved: true, refunded: 0 });
    expect(kind.deliveries(sandbox, orderId, done)).toBe(1);
  });

  it('never lets two sweepers process one row', async () => {
    const { first, sandbox, another } = await setUp();
    const second = await another();
    const gone = await another();
    await gone.app.database.liveness.close();
    const orders: string[] = [];
    for (const variant of [4, 5, 6]) {
      const { orderId, htmlForm } = await startPayment(first, variant);
      await runAcs(htmlForm);
      orders.push(orderId);
    }
    const table = kind.table as typeof billPayTransactions;
    for (const orderId of orders) {
      await first.app.database.db
        .update(table)
        .set({ completionClaimedAt: new Date(), claimant: gone.app.database.liveness.id })
        .where(eq(table.orderId, orderId));
    }
    const [a, b] = await Promise.all([kind.sweep(first.app), kind.sweep(second.app)]);
    expect(a.resumed + b.resumed).toBe(orders.length);
    for (const orderId of orders) {
      const done = await rowOf(first.app.database, kind, orderId);
      expect(done.status).toBe(kind.successStatus);
      expect(kind.deliveries(sandbox, orderId, done)).toBe(1);
      const sale = sales(sandbox).filter((one) => one.orderIdentifier === orderId);
      expect(sale).toHaveLength(1);
      expect(sale[0]!.refunded).toBe(0);
    }
  });

  it.skipIf(neverAsks)(
    'asks the second of two identical payments at one moment under different keys; charges one',
    async () => {
      const { first, sandbox, shared } = await setUp();
      // Two devices: two sessions, the same payment by the same card, new keys.
      const [tokenA, tokenB] = [
        await anonymousTokenAt(first.t.url),
        await anonymousTokenAt(first.t.url),
      ];
      const keyA = randomUUID();
      first.hold.hold();
      const answerA = submitKind(
        first.t,
        kind,
        tokenA,
        kind.body(await solveCaptcha(first.t), 7),
        keyA,
      );
      const [inFlight] = await rowsUnderKey(shared.first, kind, keyA);
      const answerB = await submitKind(
        first.t,
        kind,
        tokenB,
        kind.body(await solveCaptcha(first.t), 7),
        randomUUID(),
      );
      first.hold.release();
      expect(answerB.body).toEqual({
        state: -1,
        msg: kind.duplicateMessage!(1),
        data: { duplicateOf: { orderId: inFlight!.orderId, minutesAgo: 1 } },
      });
      const firstAnswer = await answerA;
      expect(firstAnswer.body).toMatchObject({ state: 1, data: { orderId: inFlight!.orderId } });
      const page = await payInBrowser(firstAnswer.body.data.htmlForm, {
        password: CHALLENGE_PASSWORD,
      });
      expect(page.html).toContain(paymentMessages.paymentSuccessful);
      expect(sales(sandbox)).toHaveLength(1);
    },
  );

  /** A payment like `variant`'s by the challenge card, from another session under a new key. */
  async function submitAgain(process: PaymentProcess, variant: number, extra: object = {}) {
    const token = await anonymousTokenAt(process.t.url);
    const body = kind.body(await solveCaptcha(process.t), variant, CARDS.challengeY) as object;
    return submitKind(process.t, kind, token, { ...body, ...extra }, randomUUID());
  }

  it.skipIf(neverAsks)(
    'asks the second of two identical payments while the first waits at the 3-D Secure challenge',
    async () => {
      const { first, sandbox, clock } = await setUp();
      // Two tabs: the first opened the challenge and the customer is still at the bank.
      const { orderId } = await startPayment(first, 8, CARDS.challengeY);
      clock.offsetMs = 4 * 60_000 + 1_000;
      const asked = await submitAgain(first, 8);
      // Counted from when the first was started.
      expect(asked.body).toEqual({
        state: -1,
        msg: kind.duplicateMessage!(4),
        data: { duplicateOf: { orderId, minutesAgo: 4 } },
      });
      expect(sales(sandbox)).toHaveLength(1);

      const confirmed = await submitAgain(first, 8, { confirmDuplicate: true });
      expect(confirmed.body).toMatchObject({ state: 1 });
      expect(confirmed.body.data.orderId).not.toBe(orderId);
      expect(confirmed.body.data.htmlForm).toContain('threeDSAuthenticate');
      expect(sales(sandbox)).toHaveLength(2);
    },
  );

  it.skipIf(neverAsks)(
    'does not ask once the first, left at the challenge, was declined there',
    async () => {
      const { first } = await setUp();
      const { orderId, htmlForm } = await startPayment(first, 9, CARDS.challengeY);
      await payInBrowser(htmlForm, { cancel: true });
      expect(await rowOf(first.app.database, kind, orderId)).toMatchObject({ status: 'Failed' });
      const again = await submitAgain(first, 9);
      expect(again.body).toMatchObject({ state: 1 });
      expect(again.body.data.orderId).not.toBe(orderId);
    },
  );

  it.skipIf(neverAsks)(
    'does not ask once the sweep has failed the first, abandoned at the challenge',
    async () => {
      const { first, clock } = await setUp();
      const { orderId } = await startPayment(first, 10, CARDS.challengeY);
      clock.offsetMs = 5 * 60_000 + 1_000;
      expect((await kind.sweep(first.app)).expired).toBe(1);
      expect(await rowOf(first.app.database, kind, orderId)).toMatchObject({ status: 'Failed' });
      // Still within the duplicate window of its start: failed, it charged nothing to ask about.
      const again = await submitAgain(first, 10);
      expect(again.body).toMatchObject({ state: 1 });
      expect(again.body.data.orderId).not.toBe(orderId);
    },
  );
});
