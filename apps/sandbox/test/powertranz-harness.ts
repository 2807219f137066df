import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSandbox, SANDBOX_POWERTRANZ_CREDENTIALS, type Sandbox } from '../src/index.js';

/** A merchant's response URL: records each `Response` field the ACS posts. */
export interface Merchant {
  url: string;
  responses: Array<Record<string, unknown>>;
  /** Extra pages the merchant serves, by path (the browser test's checkout page). */
  pages: Map<string, string>;
  server: Server;
}

async function startMerchant(): Promise<Merchant> {
  const responses: Array<Record<string, unknown>> = [];
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      if (request.method === 'POST' && path === '/powertranz/response') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const parsed = JSON.parse(form.get('Response') ?? 'null') as Record<string, unknown>;
        responses.push(parsed);
        const status = (
          parsed.RiskManagement as { ThreeDSecure?: { AuthenticationStatus?: string } }
        )?.ThreeDSecure?.AuthenticationStatus;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><title>Result</title><p id="result">Merchant received ${String(parsed.IsoResponseCode)} status ${String(status)}</p></html>`,
        );
        return;
      }
      const page = pages.get(path);
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page ?? 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/powertranz/response`, responses, pages, server };
}

export interface Harness {
  sandbox: Sandbox;
  app: FastifyInstance;
  /** e.g. `http://127.0.0.1:41234/sandbox` */
  sandboxUrl: string;
  /** What the API configures as the PowerTranz base URL. */
  gatewayUrl: string;
  merchant: Merchant;
  clock: { now: number };
  close(): Promise<void>;
}

/** The sandbox on a real port (RedirectData holds absolute ACS addresses) and a merchant. */
export async function startHarness(options: { logLines?: string[] } = {}): Promise<Harness> {
  const clock = { now: Date.now() };
  const sandbox = await createSandbox({ clock: () => clock.now });
  const logLines = options.logLines;
  // With logLines, everything Fastify logs (at trace level) is kept for the test to search.
  const app = logLines
    ? Fastify({
        logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
      })
    : Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const merchant = await startMerchant();
  return {
    sandbox,
    app,
    sandboxUrl: `${address}/sandbox`,
    gatewayUrl: `${address}/sandbox/powertranz`,
    merchant,
    clock,
    async close() {
      await app.close();
      await sandbox.close();
      await new Promise<void>((resolve) => merchant.server.close(() => resolve()));
    },
  };
}

export const credentialHeaders = {
  'PowerTranz-PowerTranzId': SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzId,
  'PowerTranz-PowerTranzPassword': SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzPassword,
};

export interface CardInput {
  pan: string;
  cvv?: string;
  expiration?: string;
}

/** A sale request as the API sends it. */
export function saleRequest(
  harness: Harness,
  card: CardInput,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    TransactionIdentifier: randomUUID(),
    TotalAmount: 125.5,
    CurrencyCode: '780',
    ThreeDSecure: true,
    Source: {
      CardPan: card.pan,
      CardCvv: card.cvv ?? '123',
      CardExpiration: card.expiration ?? '3012',
      CardholderName: 'Ann Baptiste',
    },
    OrderIdentifier: `YO-${randomUUID().slice(0, 8)}`,
    BillingAddress: {
      FirstName: 'Ann',
      LastName: 'Baptiste',
      Line1: '12 Frederick Street',
      City: 'Port of Spain',
      CountryCode: '780',
      EmailAddress: 'ann@example.com',
    },
    AddressMatch: false,
    ExtendedData: {
      ThreeDSecure: { ChallengeWindowSize: 4, ChallengeIndicator: '01' },
      MerchantResponseUrl: harness.merchant.url,
    },
    ...overrides,
  };
}

export type Gateway = Record<string, unknown> & {
  Approved: boolean;
  IsoResponseCode: string;
  ResponseMessage: string;
  TransactionIdentifier: string;
  SpiToken?: string;
  RedirectData?: string;
  Errors?: Array<{ Code: string; Message: string }>;
};

export async function callGateway(
  harness: Harness,
  path: string,
  body: unknown,
  headers: Record<string, string> = credentialHeaders,
): Promise<{ status: number; body: Gateway }> {
  const response = await fetch(`${harness.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Gateway };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface ParsedForm {
  action: string;
  fields: Record<string, string>;
}

/** The form with this id (or the first form): its action and hidden fields. */
export function parseForm(html: string, id?: string): ParsedForm | null {
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

async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text(), url: response.url };
}

export interface BrowseOptions {
  /** What the cardholder types in a challenge. */
  password?: string;
  cancel?: boolean;
}

export interface BrowseResult {
  challenged: boolean;
  /** The `Response` the merchant received. */
  response: Gateway & {
    RiskManagement?: { ThreeDSecure: Record<string, string> };
  };
}

/**
 * Does what the browser does with RedirectData, without running its script: the method step,
 * the ACS post, the challenge if any, and the final post to the merchant's response URL.
 */
export async function browse(
  harness: Harness,
  redirectData: string,
  options: BrowseOptions = {},
): Promise<BrowseResult> {
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
    if (!challenge || !page.html.includes('One-time password')) {
      throw new Error(`Unexpected ACS page (${page.status})`);
    }
    challenged = true;
    page = await postForm(new URL(challenge.action, page.url).toString(), {
      ...challenge.fields,
      otp: options.password ?? '',
      action: options.cancel ? 'cancel' : 'submit',
    });
  }
  const toMerchant = parseForm(page.html, 'merchantResponse');
  if (!toMerchant) throw new Error('The ACS did not answer the merchant');
  const before = harness.merchant.responses.length;
  await postForm(toMerchant.action, toMerchant.fields);
  const response = harness.merchant.responses[before];
  if (!response) throw new Error('The merchant received nothing');
  return { challenged, response: response as BrowseResult['response'] };
}

/** `POST /api/spi/payment` as PowerTranz documents it: the SpiToken as a JSON string. */
export async function completePayment(harness: Harness, spiToken: string): Promise<Gateway> {
  const response = await fetch(`${harness.gatewayUrl}/api/spi/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(spiToken),
  });
  return (await response.json()) as Gateway;
}
