import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_POWERTRANZ_CREDENTIALS } from '@yo/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billPayTransactions, idempotencyKeys } from '../src/db/schema.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';
import {
  billPayBody,
  payInBrowser,
  solveCaptcha,
  startBillPayApp,
  submit,
  type BillPayTestApp,
} from './support/billpay.js';

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 120_000 });

/**
 * A service of the sandbox behind a switch: requests are forwarded, except that while `down`, POSTs
 * to paths matching `failing` get 503, as a service in trouble would answer.
 */
async function switchable(target: () => string, failing: RegExp) {
  const state = { down: false };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (state.down && request.method === 'POST' && failing.test(request.url ?? '')) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end('{"error":"UNAVAILABLE"}');
        return;
      }
      const forwarded = await fetch(`${target()}${request.url}`, {
        method: request.method,
        headers: {
          'content-type': 'application/json',
          ...Object.fromEntries(
            Object.entries(request.headers).filter(([name]) =>
              name.startsWith('powertranz-'),
            ) as Array<[string, string]>,
          ),
        },
        ...(request.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
      });
      response.writeHead(forwarded.status, { 'content-type': 'application/json' });
      response.end(await forwarded.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('the bill-pay sweep on %s', (kind) => {
  let t: BillPayTestApp;
  let token: string;
  let directory: Awaited<ReturnType<typeof switchable>>;
  let gateway: Awaited<ReturnType<typeof switchable>>;
  beforeAll(async () => {
    let appUrl = '';
    directory = await switchable(() => `${appUrl}/sandbox/payees`, /postings/);
    gateway = await switchable(() => `${appUrl}/sandbox/powertranz`, /spi\/payment/);
    t = await startBillPayApp(kind, {
      payeeDirectoryUrl: directory.url,
      // A gateway URL of its own is a real gateway to the app, which then sends the configured
      // pair: here the sandbox's, whose PowerTranz sits behind the switchable proxy.
      powertranzBaseUrl: gateway.url,
      powertranzId: SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzId,
      powertranzPassword: SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzPassword,
    });
    appUrl = t.url;
    token = await anonymousToken(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await directory?.close();
    await gateway?.close();
  }, 60_000);

  it('posts a captured payment later when the payee directory was down at capture', async () => {
    const response = await submit(
      t,
      token,
      billPayBody(await solveCaptcha(t), { amount: 99.99, email: 'later@example.tt' }),
    );
    const { orderId, htmlForm } = response.body.data as { orderId: string; htmlForm: string };
    directory.state.down = true;
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain('Processing Your Request');
    const [captured] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    expect(captured).toMatchObject({ status: 'Captured', isoResponseCode: '00' });

    // Too soon: the sweep leaves it for its retry delay.
    directory.state.down = false;
    expect((await t.app.billPay.sweep()).settled).toBe(0);
    t.clock.offsetMs = 31_000;
    try {
      expect((await t.app.billPay.sweep()).settled).toBe(1);
    } finally {
      t.clock.offsetMs = 0;
    }
    const [settled] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    expect(settled).toMatchObject({
      status: 'Successful',
      receiptNumber: expect.stringMatching(/^R\d+$/),
    });
    expect(t.sandbox.payees.postings().filter((p) => p.orderId === orderId)).toHaveLength(1);
    // The ACS page posted again now shows the receipt.
    const again = await fetch(page.toMerchant.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(page.toMerchant.fields).toString(),
    });
    expect(await again.text()).toContain('Payment Successful');
  });

  it('frees a submission whose request died holding its Idempotency-Key', async () => {
    const body = billPayBody(await solveCaptcha(t), { amount: 55.55 });
    const first = await submit(t, token, body);
    expect(first.body.state).toBe(1);
    // A claim left behind by a process that died mid-request blocks its submission (409)…
    const dead = randomUUID();
    const [template] = await t.app.database.db.select().from(idempotencyKeys).limit(1);
    await t.app.database.db.insert(idempotencyKeys).values({
      key: dead,
      sessionId: template!.sessionId,
      fingerprint: 'fingerprint-of-a-dead-request',
      state: 'in-flight',
    });
    await t.app.billPay.sweep();
    expect(
      (await t.app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, dead)))
        .length,
    ).toBe(1);
    // …until it is older than any request can run.
    t.clock.offsetMs = 5 * 60_000 + 1_000;
    try {
      await t.app.billPay.sweep();
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(
      await t.app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, dead)),
    ).toEqual([]);
    // Answered keys stay for repeats.
    const [kept] = await t.app.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.state, 'done'));
    expect(kept).toBeDefined();
  });

  it('asks the gateway again for a completion it could not reach, and finishes the payment', async () => {
    const response = await submit(t, token, billPayBody(await solveCaptcha(t), { amount: 66.6 }));
    const { orderId, htmlForm } = response.body.data as { orderId: string; htmlForm: string };
    gateway.state.down = true;
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain('Processing Your Request');
    const [claimed] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    expect(claimed).toMatchObject({ status: 'Pending', threeDSStatus: 'Y' });
    expect(claimed!.completionClaimedAt).not.toBeNull();
    // Claimed and unanswered: not an abandoned session, so the sweep does not fail it.
    gateway.state.down = false;
    expect(await t.app.billPay.sweep()).toMatchObject({ expired: 0, resumed: 0 });
    t.clock.offsetMs = 61_000;
    try {
      expect((await t.app.billPay.sweep()).resumed).toBe(1);
    } finally {
      t.clock.offsetMs = 0;
    }
    const [done] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    expect(done).toMatchObject({ status: 'Successful', isoResponseCode: '00' });
    const sale = t.sandbox.powertranz.transactions().find((s) => s.orderIdentifier === orderId)!;
    expect(sale).toMatchObject({ approved: true, captured: 66.6 });
  });
});
