import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createSandbox, type Sandbox } from '@yo/sandbox';
import type { Config } from '../../src/config.js';
import type { DatabaseKind } from '../../src/db/database.js';
import { startTestApp, type TestApp } from './app.js';

/** Cheap proof of work, no sweep timer (tests sweep by hand), every log line kept. */
export const billPayTestConfig: Partial<Config> = {
  captchaCost: 1,
  captchaMaxCounter: 40,
  billPaySweepMs: 0,
};

export interface BillPayTestApp extends TestApp {
  sandbox: Sandbox;
  /** `offsetMs` moves both the app's and the gateway's clocks; `gatewayOffsetMs` the gateway's alone. */
  clock: { offsetMs: number; gatewayOffsetMs: number };
}

/** The app with its own sandbox whose clock (and the app's) tests can move forward. */
export async function startBillPayApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
): Promise<BillPayTestApp> {
  const clock = { offsetMs: 0, gatewayOffsetMs: 0 };
  const now = () => Date.now() + clock.offsetMs;
  const sandbox = await createSandbox({ clock: () => now() + clock.gatewayOffsetMs });
  const t = await startTestApp(
    kind,
    { ...billPayTestConfig, ...overrides },
    { sandbox, clock: now },
  );
  return {
    ...t,
    sandbox,
    clock,
    async close() {
      await t.close();
      await sandbox.close();
    },
  };
}

export const CARDS = {
  frictionlessY: '4012000000020071',
  frictionlessA: '4012000000020089',
  challengeY: '4012000000020006',
  mastercardChallenge: '5100270000000031',
  notEnrolled: '4333333333332224',
  frictionlessN: '4012000000020121',
  insufficientFunds: '4012000000051001',
  doNotHonour: '5111111111113338',
  issuerUnavailable: '4111111111110006',
  methodFrictionless: '4012010000020070',
} as const;

/** A real HTTP call to the listening app (its Host is what the merchant response URL is built on). */
export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON envelopes or PDF bytes
  body: any;
  headers: globalThis.Headers;
}

export interface PageAnswer {
  status: number;
  html: string;
  url: string;
  headers: globalThis.Headers;
}

export async function http(
  t: Pick<TestApp, 'url'>,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${t.url}/api/${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? ((await response.json()) as unknown)
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, headers: response.headers };
}

/** Solves the API's ALTCHA challenge as the widget does, and returns the payload it submits. */
export async function solveCaptcha(t: Pick<TestApp, 'url'>): Promise<string> {
  const response = await fetch(`${t.url}/api/captcha/challenge`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface BillPayInput {
  providerId?: number;
  accountNumber?: string;
  amount?: number;
  total?: number;
  cardNumber?: string;
  cvv?: string;
  expiry?: string;
  charityId?: number;
  donation?: number;
  email?: string;
}

/** A submission as the /quickpay screen sends it (T&TEC, no fee, unless told otherwise). */
export function billPayBody(captcha: string, input: BillPayInput = {}) {
  const amount = input.amount ?? 150.25;
  return {
    amount: input.total ?? amount,
    billPayAmount: amount,
    accountNumber: input.accountNumber ?? '100234567',
    accountHolderName: null,
    providerId: input.providerId ?? 1,
    charityId: input.charityId ?? 0,
    donationAmount: input.donation ?? 0,
    customerCardRate: 0,
    customerFee: 0,
    transactionType: 1,
    email: input.email ?? 'ann.baptiste@example.tt',
    phoneNumber: '18687001234',
    comment: null,
    paymentDetails: {
      customerCardId: 0,
      name: 'Ann Baptiste',
      cardNumber: input.cardNumber ?? CARDS.frictionlessY,
      expirationDate: input.expiry ?? '1230',
      cvv: input.cvv ?? '123',
      shouldSaveCard: false,
    },
    billingAddress: {
      id: 0,
      firstName: 'Ann',
      lastName: 'Baptiste',
      line1: '12 Frederick Street',
      line2: '',
      city: 'Port of Spain',
      state: '',
      postalCode: '',
      countryCode: '780',
      emailAddress: 'ann.baptiste@example.tt',
      phoneNumber: '18687001234',
    },
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: captcha,
    v2Captcha: captcha,
  };
}

export async function submit(
  t: Pick<TestApp, 'url'>,
  token: string,
  body: unknown,
  key: string = randomUUID(),
): Promise<HttpAnswer> {
  return http(t, 'POST', 'Transaction/PostTransactionAsync', {
    token,
    body,
    headers: { 'idempotency-key': key },
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The form with this id (or the first): its action and hidden fields. */
export function parseForm(
  html: string,
  id?: string,
): { action: string; fields: Record<string, string> } | null {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const match = forms.find((form) => id === undefined || form[1]?.includes(`id="${id}"`));
  if (!match) return null;
  const action = decodeEntities(/action="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (match[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
    const attributes = input[1] ?? '';
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1];
    if (name !== undefined && value !== undefined) fields[name] = decodeEntities(value);
  }
  return { action, fields };
}

export async function postForm(url: string, fields: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    html: await response.text(),
    url: response.url,
    headers: response.headers,
  };
}

export interface AcsVisit {
  /** The form the ACS page posts to the merchant response URL (not yet sent). */
  toMerchant: { action: string; fields: Record<string, string> };
  challenged: boolean;
}

/**
 * Does what the browser does with RedirectData up to the ACS's answer: the method step, the ACS
 * post, the challenge if any (typing `password`, or Cancel). Returns the form the ACS page would
 * post to the merchant response URL.
 */
export async function runAcs(
  redirectData: string,
  options: { password?: string; cancel?: boolean } = {},
): Promise<AcsVisit> {
  const method = parseForm(redirectData, 'threeDSMethodForm');
  if (method) await postForm(method.action, method.fields);
  const authenticate = parseForm(redirectData, 'threeDSAuthenticate');
  if (!authenticate) throw new Error('RedirectData has no ACS form');
  let page = await postForm(authenticate.action, {
    ...authenticate.fields,
    threeDSCompInd: method ? 'Y' : 'U',
    browserLanguage: 'en-TT',
  });
  let challenged = false;
  if (!page.html.includes('id="merchantResponse"')) {
    const challenge = parseForm(page.html);
    if (!challenge) throw new Error(`Unexpected ACS page (${page.status})`);
    challenged = true;
    page = await postForm(new URL(challenge.action, page.url).toString(), {
      ...challenge.fields,
      otp: options.password ?? '',
      action: options.cancel ? 'cancel' : 'submit',
    });
  }
  const toMerchant = parseForm(page.html, 'merchantResponse');
  if (!toMerchant) throw new Error('The ACS did not answer the merchant');
  return { toMerchant, challenged };
}

/** The whole browser leg: the ACS, then its post to our response URL; returns our result page. */
export async function payInBrowser(
  redirectData: string,
  options: { password?: string; cancel?: boolean } = {},
): Promise<PageAnswer & AcsVisit> {
  const visit = await runAcs(redirectData, options);
  const result = await postForm(visit.toMerchant.action, visit.toMerchant.fields);
  return { ...result, challenged: visit.challenged, toMerchant: visit.toMerchant };
}
