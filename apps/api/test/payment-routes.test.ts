// #32 findings 4 and 8: the routes every kind of payment shares (modules/payments/routes.ts)
// answer once: a receipt download is one reply with no error line after it, and a 3-D Secure
// result form posted again gets a neutral page, not the receipt with the name and amounts again.
import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, payInBrowser, postForm, solveCaptcha, startBillPayApp } from './support/billpay.js';
import type { BillPayTestApp } from './support/billpay.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';
import { PAID_ORDER_KINDS, rowOf, submitKind } from './support/payment-kinds.js';

vi.setConfig({ testTimeout: 120_000 });

/** What the success page shows of each kind's receipt that a replay must not see again. */
const RECEIPT_ONLY: Record<string, string[]> = {
  'bill pay': ['Name on Account', 'Account Number', 'Amount'],
  'top-up': ['Mobile Number', 'Carrier', 'Total'],
};

describe.each(databaseKinds)('the shared payment routes on %s', (database) => {
  let t: BillPayTestApp;
  let token: string;
  beforeAll(async () => {
    // Logs on (tests run silent by default): the error line of a second reply must be seen.
    t = await startBillPayApp(database, { topUpDeliveryPollMs: 0, logLevel: 'info' });
    token = await anonymousToken(t);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  /** A paid order of this kind and the result form its ACS posted. */
  async function paid(kind: (typeof PAID_ORDER_KINDS)[number], variant: number) {
    const body = kind.body(await solveCaptcha(t), variant);
    const answer = await submitKind(t, kind, token, body, randomUUID());
    expect(answer.body).toMatchObject({ state: 1 });
    const page = await payInBrowser(answer.body.data.htmlForm);
    expect(page.html).toContain(paymentMessages.paymentSuccessful);
    return { orderId: answer.body.data.orderId as string, page };
  }

  it.each(PAID_ORDER_KINDS.map((kind) => [kind.name, kind] as const))(
    'a %s receipt download is one reply: the PDF, and no error line after it',
    async (_name, kind) => {
      const { orderId } = await paid(kind, 21);
      const before = t.logs.length;
      const download = await http(t, 'GET', `Transaction/DownloadReceipt?orderId=${orderId}`, {
        token,
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      // Whatever the handler would log after the reply has gone out, give it time to appear.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = t.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(after.filter((line) => Number(line.level) >= 40)).toEqual([]);
      expect(after.map((line) => String(line.msg))).not.toContain(
        'Promise errored, but reply.sent = true was set',
      );
    },
  );

  it.each(PAID_ORDER_KINDS.map((kind) => [kind.name, kind] as const))(
    'a %s result form posted again gets a neutral page, not the receipt again',
    async (name, kind) => {
      const { orderId, page } = await paid(kind, 22);
      for (const label of RECEIPT_ONLY[name]!) expect(page.html).toContain(label);
      const replay = await postForm(page.toMerchant.action, page.toMerchant.fields);
      expect(replay.status).toBe(200);
      expect(replay.html).toContain(paymentMessages.paymentAlreadyCompleted);
      expect(replay.html).toContain(orderId);
      expect(replay.html).not.toContain(paymentMessages.paymentSuccessful);
      for (const label of RECEIPT_ONLY[name]!) expect(replay.html).not.toContain(label);
      // Nothing moved: still the one successful payment.
      expect((await rowOf(t.app.database, kind, orderId)).status).toBe('Successful');
    },
  );
});
