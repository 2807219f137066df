/**
 * The kinds of card payment, as one table for the tests every kind must pass (crash, abandonment,
 * stuck completion, two sweepers, duplicates in flight), and processes to run them in: apps on
 * one database, each with its own liveness, whose gateway sales can be held in flight.
 */
import { Writable } from 'node:stream';
import { paymentMessages, savedCardMessages, topUpServerMessages } from '@yo/domain';
import { createSandbox, type Sandbox } from '@yo/sandbox';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { billPayTransactions, cardVerifications, topUpTransactions } from '../../src/db/schema.js';
import { sandboxWorld } from '../../src/demo/sandbox-world.js';
import { CARDS, billPayBody, billPayTestConfig, http, type HttpAnswer } from './billpay.js';
import { addCardBody } from './cards.js';
import { testConfig } from './config.js';
import { register } from './flows.js';
import type { TestApp } from './app.js';

export interface PaymentKindUnderTest {
  name: 'bill pay' | 'top-up' | 'card check';
  /** The kind's payment POST. */
  path: string;
  /** Who pays: a guest's token (bill pay, top-up), or a new customer's (the card check). */
  token(process: PaymentProcess): Promise<string>;
  /** A submission of this kind; `variant` makes its amount differ from other tests' payments. */
  body(captcha: string, variant: number, cardNumber?: string): unknown;
  table: typeof billPayTransactions | typeof topUpTransactions | typeof cardVerifications;
  sweep(app: App): Promise<{ expired: number; resumed: number }>;
  /** The status of a payment that got what was paid for. */
  successStatus: string;
  /** What the customer is told of a payment abandoned in 3-D Secure or taken over. */
  sessionExpired: string;
  /** The question a payment like one made or in flight gets; null for a kind that never asks. */
  duplicateMessage: ((minutes: number) => string) | null;
  /**
   * Whether the order got what was paid for, once (posted to the payee; the number topped up;
   * the card kept).
   */
  deliveries(sandbox: Sandbox, orderId: string, row: Record<string, unknown>): number;
}

/** A new customer's token, registered through a process (its codes read from the sandbox). */
async function customerToken(process: PaymentProcess): Promise<string> {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string | null) =>
    http(process.t, method, path, { token: token ?? null, body });
  const t = {
    app: process.app,
    url: process.t.url,
    logs: [],
    get: (path: string, token?: string | null) => call('GET', path, undefined, token),
    post: (path: string, body?: unknown, token?: string | null) => call('POST', path, body, token),
    close: async () => undefined,
  } as unknown as TestApp;
  return (await register(t)).token;
}

/** A top-up submission as /quicktopup sends it: a custom Digicel amount. */
function topUpBody(captcha: string, variant: number, cardNumber: string = CARDS.frictionlessY) {
  return {
    phoneProviderId: 1,
    msisdn: '18683001234',
    coverVat: false,
    countryId: 1,
    amount: 60 + variant,
    donationAmount: 0,
    charityId: 0,
    paymentDetails: {
      customerCardId: 0,
      name: 'Ann Baptiste',
      cardNumber,
      expirationDate: '1230',
      cvv: '123',
      shouldSaveCard: false,
    },
    billingAddress: null,
    email: 'ann.baptiste@example.tt',
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: captcha,
    v2Captcha: captcha,
  };
}

export const PAYMENT_KINDS: PaymentKindUnderTest[] = [
  {
    name: 'bill pay',
    path: 'Transaction/PostTransactionAsync',
    body: (captcha, variant, cardNumber) =>
      billPayBody(captcha, { amount: 100 + variant, ...(cardNumber ? { cardNumber } : {}) }),
    token: (process) => anonymousTokenAt(process.t.url),
    table: billPayTransactions,
    sweep: (app) => app.billPay.sweep(),
    successStatus: 'Successful',
    sessionExpired: paymentMessages.sessionExpired,
    duplicateMessage: paymentMessages.paidRecently,
    deliveries: (sandbox, orderId) =>
      sandbox.payees.postings().filter((posting) => posting.orderId === orderId).length,
  },
  {
    name: 'top-up',
    path: 'Topup/PostTopupTransaction',
    token: (process) => anonymousTokenAt(process.t.url),
    body: topUpBody,
    table: topUpTransactions,
    sweep: (app) => app.topUp.sweep(),
    successStatus: 'Successful',
    sessionExpired: paymentMessages.sessionExpired,
    duplicateMessage: topUpServerMessages.toppedUpRecently,
    deliveries: (sandbox, _orderId, row) =>
      sandbox.airtime.topUps().filter((topUp) => topUp.customIdentifier === row.carrierReference)
        .length,
  },
  {
    // Each payment by a new customer: the card check keeps the card, so one customer's second
    // check of it would be refused as already saved.
    name: 'card check',
    path: 'customers/addcard',
    token: customerToken,
    body: (_captcha, _variant, cardNumber) =>
      addCardBody(cardNumber ? { cardNumber } : { cardNumber: CARDS.frictionlessY }),
    table: cardVerifications,
    sweep: (app) => app.cardChecks.sweep(),
    successStatus: 'Added',
    sessionExpired: savedCardMessages.verificationExpired,
    duplicateMessage: null,
    deliveries: (_sandbox, _orderId, row) => (row.customerCardId === null ? 0 : 1),
  },
];

/** The kinds that are paid orders: a receipt to download, a result page with its lines. */
export const PAID_ORDER_KINDS = PAYMENT_KINDS.filter((kind) => kind.name !== 'card check');

export const quiet = () =>
  new Writable({
    write: (_chunk, _encoding, done) => done(),
  });

export interface PaymentProcess {
  app: App;
  t: Pick<TestApp, 'url'>;
  /** Gateway sales started after `hold()` wait until `release()` (a request stays in flight). */
  hold: { hold(): void; release(): void };
}

/**
 * An API process on `database` with the sandbox's outside world; its sales can be held in
 * flight. `clock` moves the app's time (the sandbox has its own).
 */
export async function startPaymentProcess(
  database: DatabaseHandle,
  sandbox: Sandbox,
  clock?: () => number,
): Promise<PaymentProcess> {
  const config = testConfig({ ...billPayTestConfig, rateLimitScale: 100, topUpDeliveryPollMs: 0 });
  const world = sandboxWorld(config, { sandbox });
  let gate = Promise.resolve();
  let open = () => undefined as void;
  const hold = {
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
  };
  const app = await buildApp(config, {
    database,
    sandbox,
    logStream: quiet(),
    ...(clock ? { clock } : {}),
    outsideWorld: async (server) => {
      const outside = await world(server);
      const startSale = outside.gateway.startSale.bind(outside.gateway);
      return {
        ...outside,
        gateway: {
          ...outside.gateway,
          readAuthentication: outside.gateway.readAuthentication.bind(outside.gateway),
          completePayment: outside.gateway.completePayment.bind(outside.gateway),
          refund: outside.gateway.refund.bind(outside.gateway),
          startSale: (sale) => gate.then(() => startSale(sale)),
        },
      };
    },
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, t: { url }, hold };
}

export async function anonymousTokenAt(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/authenticateAPI`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'yo-web', password: 'yo-web-local-secret' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export function submitKind(
  t: Pick<TestApp, 'url'>,
  kind: PaymentKindUnderTest,
  token: string,
  body: unknown,
  key: string,
): Promise<HttpAnswer> {
  return http(t, 'POST', kind.path, { token, body, headers: { 'idempotency-key': key } });
}

/** The kind's rows under this Idempotency-Key, once one is there (the request reached its sale). */
export async function rowsUnderKey(
  database: DatabaseHandle,
  kind: PaymentKindUnderTest,
  key: string,
) {
  const table = kind.table as typeof billPayTransactions;
  for (let tries = 0; tries < 400; tries++) {
    const rows = await database.db.select().from(table).where(eq(table.idempotencyKey, key));
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${kind.name} row under key ${key}`);
}

export async function rowOf(database: DatabaseHandle, kind: PaymentKindUnderTest, orderId: string) {
  const table = kind.table as typeof billPayTransactions;
  const [row] = await database.db.select().from(table).where(eq(table.orderId, orderId));
  return row!;
}

export { createSandbox };
