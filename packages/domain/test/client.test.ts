import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiClient,
  AUTHENTICATE_API_PATH,
  BANNER_MESSAGES_PATH,
  fetchBannerMessages,
  routes,
  SESSION_KEYS,
  createApiClient,
  decodeJwtPayload,
  failureEnvelope,
  fileNameFromContentDisposition,
  isTokenExpired,
  memoryStorage,
  successEnvelope,
  tokenExpiresAt,
  type ApiClientOptions,
  type BillPayTransactionRequest,
} from '../src/index.js';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}
type Handler = (request: Seen, response: ServerResponse) => void;

const seen: Seen[] = [];
const handlers = new Map<string, Handler>();
let server: Server;
let baseUrl: string;

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: Seen = {
        method: request.method ?? '',
        path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      const handler = handlers.get(`${entry.method} ${entry.path}`);
      if (handler) handler(entry, response);
      else json(response, failureEnvelope('not found'), 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let anonymousTokensIssued = 0;
beforeEach(() => {
  seen.length = 0;
  handlers.clear();
  anonymousTokensIssued = 0;
  handlers.set('POST users/authenticateAPI', (request, response) => {
    expect(request.body).toEqual({ username: 'yo-web', password: 'app-secret' });
    anonymousTokensIssued += 1;
    json(response, successEnvelope({ token: `anonymous-${anonymousTokensIssued}` }));
  });
});

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

function client(overrides: Partial<ApiClientOptions> = {}) {
  const onSessionExpired = vi.fn();
  const storage = memoryStorage();
  const api = createApiClient({
    baseUrl,
    storage,
    appCredentials: { username: 'yo-web', password: 'app-secret' },
    onSessionExpired,
    now: () => NOW,
    ...overrides,
  });
  return { api, storage, onSessionExpired };
}

const provider = {
  providerId: 7,
  name: 'T&TEC',
  type: 'Utility',
  minimum: 25,
  limit: 5000,
  commentsField: false,
};

describe('envelope', () => {
  test('state 1 gives the data, checked against the contract', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) =>
      json(response, successEnvelope([provider], { msg: 'ok' })),
    );
    const { api } = client();
    expect(await api.call('providers')).toEqual({
      ok: true,
      state: 1,
      msg: 'ok',
      data: [provider],
    });
  });

  test('data.data is unwrapped where the call wraps twice', async () => {
    const phone = {
      customerPhoneId: 1,
      customerId: 2,
      phoneNumber: '18685551234',
      isActive: true,
      isPrimary: true,
    };
    handlers.set('GET customers/getphonelist', (_, response) =>
      json(response, successEnvelope([phone], { wrapped: true })),
    );
    const { api } = client();
    api.session.setUserToken(jwt({ exp: NOW / 1000 + 60 }));
    const result = await api.call('phoneList');
    expect(result).toMatchObject({ ok: true, data: [phone] });
  });

  test('a wrapped call without data.data is unreadable', async () => {
    handlers.set('GET customers/getphonelist', (_, response) =>
      json(response, successEnvelope([])),
    );
    const { api } = client();
    api.session.setUserToken('opaque-user-token');
    expect(await api.call('phoneList')).toMatchObject({
      ok: false,
      reason: 'unreadable',
      msg: 'An error has occurred. Please try back again later',
    });
  });

  test('state -1 gives the server message and data', async () => {
    handlers.set('GET Transaction/ValidateAccount', (request, response) => {
      expect(request.query).toEqual({ providerId: '7', accountNumber: 'AB 1', amount: '12.5' });
      json(response, failureEnvelope('Account not found', { field: 'accountNumber' }));
    });
    const { api } = client();
    const result = await api.call('validateAccount', {
      query: { providerId: 7, accountNumber: 'AB 1', amount: 12.5 },
    });
    expect(result).toEqual({
      ok: false,
      state: -1,
      reason: 'refused',
      msg: 'Account not found',
      data: { field: 'accountNumber' },
      status: 200,
    });
  });

  test('state -1 without a message keeps the message empty', async () => {
    handlers.set('POST Topup/PostTopupTransaction', (_, response) => json(response, { state: -1 }));
    const { api } = client();
    expect(await api.call('postTopUp', { body: topUp() })).toMatchObject({
      reason: 'refused',
      msg: '',
    });
  });

  test.each([
    ['not JSON', 'oops'],
    ['no state', { msg: 'x', data: [] }],
    ['data not matching the contract', successEnvelope([{ providerId: 'seven' }])],
  ])('%s is reported as unreadable', async (_, body) => {
    handlers.set('GET Transaction/GetProviders', (__, response) => json(response, body));
    const { api } = client();
    expect(await api.call('providers')).toMatchObject({
      ok: false,
      state: -1,
      reason: 'unreadable',
      msg: 'An error has occurred. Please try back again later',
    });
  });

  test.each([400, 404, 500, 503])('HTTP %s gives "An error has occurred: %s"', async (status) => {
    handlers.set('GET Transaction/GetProviders', (_, response) =>
      json(response, failureEnvelope('server detail'), status),
    );
    const { api } = client();
    expect(await api.call('providers')).toEqual({
      ok: false,
      state: -1,
      reason: 'http',
      msg: `An error has occurred: ${status}`,
      status,
      serverMsg: 'server detail',
    });
  });

  test('a non-OK status with an unreadable body still names the status', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) => {
      response.writeHead(502);
      response.end('<html>bad gateway</html>');
    });
    const { api } = client();
    expect(await api.call('providers')).toMatchObject({
      msg: 'An error has occurred: 502',
      status: 502,
    });
  });

  test('no answer at all is unreadable', async () => {
    handlers.set('GET Transaction/GetProviders', (request, response) => response.socket?.destroy());
    const { api } = client();
    expect(await api.call('providers')).toMatchObject({ reason: 'unreadable' });
  });

  test('path parameters are filled and encoded', async () => {
    handlers.set('GET public/country/840/states', (_, response) =>
      json(response, successEnvelope([{ alphaCode: 'NY', name: 'New York' }])),
    );
    const { api } = client();
    expect(await api.call('countryStates', { params: { id: '840' } })).toMatchObject({
      ok: true,
      data: [{ alphaCode: 'NY', name: 'New York' }],
    });
  });
});

describe('tokens', () => {
  test('without a user token the anonymous token is fetched once, stored and reused', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) =>
      json(response, successEnvelope([])),
    );
    const { api, storage } = client();
    await Promise.all([api.call('providers'), api.call('providers')]);
    await api.call('providers');
    expect(anonymousTokensIssued).toBe(1);
    const calls = seen.filter((request) => request.path === 'Transaction/GetProviders');
    expect(calls.map((request) => request.headers.authorization)).toEqual([
      'Bearer anonymous-1',
      'Bearer anonymous-1',
      'Bearer anonymous-1',
    ]);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.anonymousToken)!)).toEqual({
      token: 'anonymous-1',
    });
    // users/authenticateAPI itself carries no token
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  test('an expired anonymous token is replaced', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) =>
      json(response, successEnvelope([])),
    );
    const { api } = client();
    api.session.setAnonymousToken(jwt({ exp: NOW / 1000 - 1 }));
    await api.call('providers');
    expect(anonymousTokensIssued).toBe(1);
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer anonymous-1');
  });

  test('a failed anonymous sign-in stops the call with its failure', async () => {
    handlers.set('POST users/authenticateAPI', (_, response) => json(response, {}, 500));
    const { api } = client();
    expect(await api.call('providers')).toMatchObject({ msg: 'An error has occurred: 500' });
    expect(seen.map((request) => request.path)).toEqual(['users/authenticateAPI']);
  });

  test('a valid user token is preferred to the anonymous one', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) =>
      json(response, successEnvelope([])),
    );
    const { api } = client();
    const token = jwt({ sub: '1', exp: NOW / 1000 + 600 });
    api.session.setUserToken(token);
    await api.call('providers');
    expect(seen.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
  });

  test('calls without auth send no token', async () => {
    handlers.set('POST users/verifyemailpass', (_, response) =>
      json(response, successEnvelope(null)),
    );
    const { api } = client();
    api.session.setUserToken('user-token');
    const result = await api.call('resetPassword', {
      body: { ValidString: 'ref', Password: 'Secret.12' },
    });
    expect(result.ok).toBe(true);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  test('an expired user token (JWT exp) clears the session before a GET, without an alert', async () => {
    const { api, storage, onSessionExpired } = client();
    api.session.setUserToken(jwt({ exp: NOW / 1000 }));
    api.session.setAnonymousToken('anonymous');
    storage.setItem(SESSION_KEYS.user, '{"firstName":"Ann"}');
    const result = await api.call('monthlyStats');
    expect(result).toEqual({
      ok: false,
      state: -1,
      reason: 'session-expired',
      msg: 'Session Expired. Please login again',
    });
    expect(seen).toEqual([]);
    expect(onSessionExpired).toHaveBeenCalledWith({ method: 'GET' });
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key)).toBeNull();
  });

  test('an expired user token (explicit expiry) on a POST reports the alert', async () => {
    const { api, onSessionExpired } = client();
    api.session.setUserToken('opaque', NOW / 1000 - 5);
    await api.call('postTopUp', { body: topUp() });
    expect(onSessionExpired).toHaveBeenCalledWith({
      method: 'POST',
      alert: 'Session Expired. Please login again',
    });
    expect(seen).toEqual([]);
  });

  test('a user-only call with no user token goes to login', async () => {
    const { api, onSessionExpired } = client();
    expect(await api.call('cardList')).toMatchObject({ reason: 'session-expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('the session works without a listener', async () => {
    const api = new ApiClient({
      baseUrl,
      storage: memoryStorage(),
      appCredentials: { username: 'yo-web', password: 'app-secret' },
    });
    expect(await api.call('cardList')).toMatchObject({ reason: 'session-expired' });
  });
});

describe('token expiry', () => {
  test('JWT exp, explicit expiry (which wins), or none', () => {
    const token = jwt({ exp: 2000 });
    expect(decodeJwtPayload(token)).toEqual({ exp: 2000 });
    expect(tokenExpiresAt({ token })).toBe(2000);
    expect(tokenExpiresAt({ token, expiresAt: 3000 })).toBe(3000);
    expect(isTokenExpired({ token }, 2_000_000)).toBe(true);
    expect(isTokenExpired({ token }, 1_999_999)).toBe(false);
    expect(isTokenExpired({ token: 'opaque' }, NOW)).toBe(false);
    expect(decodeJwtPayload('a.b')).toBeUndefined();
    expect(decodeJwtPayload('a.!!!.c')).toBeUndefined();
    expect(decodeJwtPayload(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeUndefined();
    expect(tokenExpiresAt({ token: jwt({ exp: 'soon' }) })).toBeUndefined();
  });

  test('stored forms: JSON record or a bare token', () => {
    const storage = memoryStorage({ [SESSION_KEYS.userToken]: 'bare-token' });
    const { api } = client({ storage });
    expect(api.session.userToken).toEqual({ token: 'bare-token' });
    storage.setItem(SESSION_KEYS.userToken, '{"token":"t","expiresAt":5}');
    expect(api.session.userToken).toEqual({ token: 't', expiresAt: 5 });
    storage.setItem(SESSION_KEYS.userToken, '{broken');
    expect(api.session.userToken).toBeUndefined();
    storage.setItem(SESSION_KEYS.userToken, '{"token":""}');
    expect(api.session.userToken).toBeUndefined();
    api.session.clearAnonymousToken();
    expect(api.session.anonymousToken).toBeUndefined();
  });
});

function billPay(overrides: Partial<BillPayTransactionRequest> = {}): BillPayTransactionRequest {
  return {
    amount: 103.5,
    billPayAmount: 100,
    accountNumber: 'AB-1',
    accountHolderName: null,
    providerId: 7,
    charityId: 0,
    donationAmount: 0,
    customerCardRate: 0.035,
    customerFee: 0,
    transactionType: 1,
    email: 'ann@mail.tt',
    phoneNumber: '18685551234',
    comment: null,
    paymentDetails: {
      customerCardId: 0,
      name: 'Ann Lee',
      cardNumber: '4111111111111111',
      expirationDate: '1228',
      cvv: '123',
      shouldSaveCard: false,
    },
    billingAddress: null,
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: 'v3-token',
    v2Captcha: 'v2-token',
    ...overrides,
  };
}

function topUp() {
  return {
    phoneProviderId: 1,
    msisdn: '18685551234',
    coverVat: false,
    countryId: 1,
    amount: 60,
    donationAmount: 0,
    charityId: 0,
    paymentDetails: { customerCardId: 5, name: 'Ann Lee', cvv: '123', shouldSaveCard: false },
    billingAddress: null,
    email: 'ann@mail.tt',
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: 'v3',
    v2Captcha: 'v2',
  };
}

describe('idempotency', () => {
  const keys = () =>
    seen
      .filter((request) => request.path === 'Transaction/PostTransactionAsync')
      .map((request) => request.headers['idempotency-key']);

  test('a retried submission sends the same key; the next submission a new one', async () => {
    let attempts = 0;
    handlers.set('POST Transaction/PostTransactionAsync', (_, response) => {
      attempts += 1;
      if (attempts === 1) json(response, {}, 503);
      else if (attempts === 2) response.socket?.destroy();
      else
        json(
          response,
          successEnvelope({ orderId: `order-${attempts}`, htmlForm: '<form></form>' }),
        );
    });
    const { api } = client();
    expect(await api.call('postBillPay', { body: billPay() })).toMatchObject({ reason: 'http' });
    // The captcha is new on every attempt; it is still the same submission.
    expect(
      await api.call('postBillPay', { body: billPay({ googleRecaptchaToken: 'v3-again' }) }),
    ).toMatchObject({
      reason: 'unreadable',
    });
    expect(
      await api.call('postBillPay', { body: billPay({ v2Captcha: 'v2-again' }) }),
    ).toMatchObject({
      ok: true,
      data: { orderId: 'order-3' },
    });
    await api.call('postBillPay', { body: billPay() });
    const [first, second, third, fourth] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
  });

  test('a declined payment ends the submission: trying again is a new key', async () => {
    handlers.set('POST Transaction/PostTransactionAsync', (_, response) =>
      json(response, failureEnvelope('Declined')),
    );
    const { api } = client();
    await api.call('postBillPay', { body: billPay() });
    await api.call('postBillPay', { body: billPay() });
    const [first, second] = keys();
    expect(second).not.toBe(first);
  });

  test('a named submission keeps its key even when the body changes', async () => {
    handlers.set('POST Transaction/PostTransactionAsync', (_, response) => json(response, {}, 500));
    const { api } = client();
    await api.call('postBillPay', { body: billPay() }, { submissionId: 'checkout-1' });
    await api.call(
      'postBillPay',
      { body: billPay({ email: 'other@mail.tt' }) },
      { submissionId: 'checkout-1' },
    );
    await api.call('postBillPay', { body: billPay() }, { submissionId: 'checkout-2' });
    const [first, second, third] = keys();
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  test('top-up POSTs carry a key; other POSTs do not', async () => {
    handlers.set('POST Topup/PostTopupTransaction', (_, response) =>
      json(response, successEnvelope({ orderId: 'o', authCode: 'A1' })),
    );
    handlers.set('POST public/SendContactEmail', (_, response) =>
      json(response, successEnvelope(null)),
    );
    const { api } = client();
    await api.call('postTopUp', { body: topUp() });
    await api.call('sendContactEmail', {
      body: { subject: 'New contact request from Ann', message: 'Hi', email: 'a@b.tt', mobile: '' },
    });
    const [topUpCall, contactCall] = seen.filter(
      (request) => request.path !== 'users/authenticateAPI',
    );
    expect(topUpCall!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(contactCall!.headers['idempotency-key']).toBeUndefined();
  });
});

describe('files', () => {
  test('a receipt keeps the server’s file name', async () => {
    handlers.set('GET Transaction/DownloadReceipt', (request, response) => {
      expect(request.query).toEqual({ orderId: 'A-1' });
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="billpay_Receipt_A-1.pdf"',
      });
      response.end('%PDF-1.7');
    });
    const { api } = client();
    const result = await api.call('downloadReceipt', { query: { orderId: 'A-1' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('billpay_Receipt_A-1.pdf');
    expect(result.data.contentType).toBe('application/pdf');
    expect(await result.data.blob.text()).toBe('%PDF-1.7');
  });

  test('exports use the UTF-8 file name when given', async () => {
    handlers.set('POST transaction/export/csv', (request, response) => {
      expect(request.body).toMatchObject({ pageSize: null });
      response.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition':
          'attachment; filename="x.csv"; filename*=UTF-8\'\'Transactions%20Report.csv',
      });
      response.end('a,b');
    });
    const { api } = client();
    api.session.setUserToken('user-token');
    const result = await api.call('exportTransactionsCsv', {
      body: {
        pageNumber: 1,
        pageSize: null,
        tranType: [],
        phoneProvider: [],
        provider: [],
        startDate: null,
        endDate: null,
        tranStatus: [],
      },
    });
    expect(result).toMatchObject({ ok: true, data: { fileName: 'Transactions Report.csv' } });
  });

  test('a receipt refused as JSON (state -1) gives the server message', async () => {
    handlers.set('GET Transaction/DownloadReceipt', (_, response) =>
      json(response, failureEnvelope('Receipt not ready')),
    );
    const { api } = client();
    expect(await api.call('downloadReceipt', { query: { orderId: 'X' } })).toMatchObject({
      reason: 'refused',
      msg: 'Receipt not ready',
    });
  });

  test('a file route answering state 1 JSON has no file', async () => {
    handlers.set('GET document/yo-terms-and-conditions', (_, response) =>
      json(response, successEnvelope(null)),
    );
    const { api } = client();
    expect(
      await api.call('document', { params: { fileId: 'yo-terms-and-conditions' } }),
    ).toMatchObject({
      reason: 'unreadable',
    });
  });

  test('without Content-Disposition the name is the path’s last part', async () => {
    handlers.set('GET document/yo-privacy-policy', (_, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('pdf');
    });
    const { api } = client();
    expect(await api.call('document', { params: { fileId: 'yo-privacy-policy' } })).toMatchObject({
      data: { fileName: 'yo-privacy-policy' },
    });
  });

  test.each([
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="quoted \\"name\\".pdf"', 'quoted "name".pdf'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.pdf"', 'fallback.pdf'],
    ['inline', undefined],
    [null, undefined],
  ])('Content-Disposition %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });
});

describe('tokens the server refuses (401)', () => {
  test('an anonymous token is replaced once and the call sent again', async () => {
    handlers.set('GET Transaction/GetProviders', (request, response) => {
      if (request.headers.authorization === 'Bearer stale')
        json(response, failureEnvelope('no'), 401);
      else json(response, successEnvelope([]));
    });
    const { api } = client();
    api.session.setAnonymousToken('stale');
    expect(await api.call('providers')).toMatchObject({ ok: true });
    expect(seen.map((request) => `${request.path} ${request.headers.authorization ?? ''}`)).toEqual(
      [
        'Transaction/GetProviders Bearer stale',
        'users/authenticateAPI ',
        'Transaction/GetProviders Bearer anonymous-1',
      ],
    );
  });

  test('a second 401 is reported as the status', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) => json(response, {}, 401));
    const { api } = client();
    expect(await api.call('providers')).toMatchObject({ msg: 'An error has occurred: 401' });
    expect(anonymousTokensIssued).toBe(2);
  });

  test('if no new anonymous token can be had, that failure is reported', async () => {
    handlers.set('GET Transaction/GetProviders', (_, response) => json(response, {}, 401));
    const { api } = client();
    api.session.setAnonymousToken('stale');
    handlers.set('POST users/authenticateAPI', (_, response) =>
      json(response, failureEnvelope('Locked')),
    );
    expect(await api.call('providers')).toMatchObject({ reason: 'refused', msg: 'Locked' });
  });

  test('a user token refused ends the session', async () => {
    handlers.set('POST Customers/update', (_, response) =>
      json(response, failureEnvelope('no'), 401),
    );
    const { api, onSessionExpired, storage } = client();
    api.session.setUserToken('revoked');
    expect(
      await api.call('updateProfile', { body: { firstName: 'Ann', lastName: 'Lee' } }),
    ).toMatchObject({
      reason: 'session-expired',
    });
    expect(onSessionExpired).toHaveBeenCalledWith({
      method: 'POST',
      alert: 'Session Expired. Please login again',
    });
    expect(storage.getItem(SESSION_KEYS.userToken)).toBeNull();
  });
});

describe("the login's second step (a pending token given per call)", () => {
  test('the given bearer is sent instead of the stored tokens, and a 401 keeps the session', async () => {
    handlers.set('POST users/sendemailverifycode', (request, response) => {
      if (request.headers.authorization === 'Bearer pending-expired')
        json(response, failureEnvelope('no'), 401);
      else
        json(
          response,
          successEnvelope({
            twoFactor: true,
            timeoutDuration: 2,
            tempVerificationCodeId: 'code-1',
            phone: '18685551234',
          }),
        );
    });
    const { api, onSessionExpired } = client();
    api.session.setAnonymousToken('anonymous-stored');
    const body = { Email: '', Phone: '' };
    expect(await api.call('sendEmailVerifyCode', { body }, { bearer: 'pending-1' })).toMatchObject({
      ok: true,
      data: { tempVerificationCodeId: 'code-1' },
    });
    expect(
      await api.call('sendEmailVerifyCode', { body }, { bearer: 'pending-expired' }),
    ).toMatchObject({ reason: 'http', msg: 'An error has occurred: 401' });
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer pending-1',
      'Bearer pending-expired',
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(api.session.anonymousToken).toEqual({ token: 'anonymous-stored' });
    expect(anonymousTokensIssued).toBe(0);
  });

  test('a login code yields the user session; a registration code answers null', async () => {
    let answer: unknown = { token: 'user-1', phoneNumber: '18685551234' };
    handlers.set('POST users/phoneverify', (_, response) =>
      json(response, successEnvelope(answer)),
    );
    const { api } = client();
    const body = { phone: '18685551234', tempVerificationCodeId: 'c', sMSCode: '123456' };
    expect(await api.call('verifyPhone', { body }, { bearer: 'pending' })).toMatchObject({
      ok: true,
      data: { token: 'user-1', phoneNumber: '18685551234' },
    });
    answer = null;
    expect(await api.call('verifyPhone', { body })).toMatchObject({ ok: true, data: null });
  });
});

describe('fetchBannerMessages (the public pages, without ApiClient)', () => {
  const banner = { id: 3, message: '<b>Water</b> outage', closeable: true };
  const options = (storage = memoryStorage()) => ({
    baseUrl,
    storage,
    appCredentials: { username: 'yo-web', password: 'app-secret' },
    now: () => NOW,
  });

  test("calls the contract's routes", () => {
    expect(BANNER_MESSAGES_PATH).toBe(routes.bannerMessages.path);
    expect(AUTHENTICATE_API_PATH).toBe(routes.authenticateApi.path);
  });

  test('gets an anonymous token once, stores it where ApiClient finds it, and checks the data', async () => {
    handlers.set('GET Banner/GetBannerMessages', (_, response) =>
      json(response, successEnvelope([banner])),
    );
    const storage = memoryStorage();
    expect(await fetchBannerMessages(options(storage), 'Home')).toEqual({
      ok: true,
      state: 1,
      msg: null,
      data: [banner],
    });
    expect(await fetchBannerMessages(options(storage), 'FAQ')).toMatchObject({ ok: true });
    expect(seen.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? ''}`)).toEqual([
      'POST users/authenticateAPI ',
      'GET Banner/GetBannerMessages Bearer anonymous-1',
      'GET Banner/GetBannerMessages Bearer anonymous-1',
    ]);
    expect(seen[1]!.query).toEqual({ pageName: 'Home', isRegistered: 'false' });
    const { api } = client({ storage });
    expect(api.session.anonymousToken?.token).toBe('anonymous-1');
  });

  test('replaces a refused token once', async () => {
    handlers.set('GET Banner/GetBannerMessages', (request, response) => {
      if (request.headers.authorization === 'Bearer stale')
        json(response, failureEnvelope('no'), 401);
      else json(response, successEnvelope([]));
    });
    const storage = memoryStorage();
    createApiClient({ ...options(storage) }).session.setAnonymousToken('stale');
    expect(await fetchBannerMessages(options(storage), 'Home')).toMatchObject({
      ok: true,
      data: [],
    });
    expect(anonymousTokensIssued).toBe(1);
  });

  test('fails as ApiClient does: a refusal, data that break the contract, no answer', async () => {
    handlers.set('GET Banner/GetBannerMessages', (_, response) =>
      json(response, failureEnvelope('Closed')),
    );
    expect(await fetchBannerMessages(options(), 'Home')).toMatchObject({
      ok: false,
      reason: 'refused',
      msg: 'Closed',
    });
    handlers.set('GET Banner/GetBannerMessages', (_, response) =>
      json(response, successEnvelope([{ id: 'x' }])),
    );
    expect(await fetchBannerMessages(options(), 'Home')).toMatchObject({ ok: false });
    const offline = await fetchBannerMessages(
      { ...options(), fetch: () => Promise.reject(new TypeError('offline')) },
      'Home',
    );
    expect(offline).toMatchObject({ ok: false });
  });
});
