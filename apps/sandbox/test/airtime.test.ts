import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELAYED_DELIVERY_MS,
  SANDBOX_AIRTIME_CREDENTIALS,
  STUCK_DELIVERY_MS,
  createSandbox,
  type Sandbox,
} from '../src/index.js';

let sandbox: Sandbox;
let app: FastifyInstance;
const clock = { offsetMs: 0 };
let token: string;

async function newToken(): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/sandbox/airtime/oauth/token',
    payload: {
      client_id: SANDBOX_AIRTIME_CREDENTIALS.clientId,
      client_secret: SANDBOX_AIRTIME_CREDENTIALS.clientSecret,
      grant_type: 'client_credentials',
      audience: 'https://topups.reloadly.com',
    },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().access_token as string;
}

beforeAll(async () => {
  sandbox = await createSandbox({ clock: () => Date.now() + clock.offsetMs });
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  await app.ready();
  token = await newToken();
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
});

const get = (url: string, bearer: string | null = token) =>
  app.inject({
    method: 'GET',
    url: `/sandbox/airtime${url}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
const topUp = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/airtime/topups',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
let serial = 0;
const request = (msisdn: string, operatorId: number, amount = 50) => ({
  operatorId,
  amount,
  useLocalAmount: true,
  customIdentifier: `test-${Date.now()}-${++serial}`,
  recipientPhone: { countryCode: 'TT', number: msisdn },
});

describe('airtime aggregator', () => {
  it('refuses a token for wrong credentials and calls without a token', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/airtime/oauth/token',
      payload: { client_id: 'yo', client_secret: 'wrong', grant_type: 'client_credentials' },
    });
    expect(answer.statusCode).toBe(401);
    expect((await get('/operators', null)).statusCode).toBe(401);
    expect((await get('/operators', 'made-up')).statusCode).toBe(401);
  });

  it('lists Digicel and bmobile with their ranges and suggested amounts', async () => {
    const answer = await get('/operators');
    expect(answer.json()).toEqual([
      expect.objectContaining({
        operatorId: 1801,
        name: 'Digicel Trinidad and Tobago',
        denominationType: 'RANGE',
        minAmount: 5,
        maxAmount: 1000,
        fixedAmounts: [25, 50, 100, 200],
      }),
      expect.objectContaining({
        operatorId: 1802,
        name: 'bmobile Trinidad and Tobago',
        fixedAmounts: [20, 50, 100, 250],
      }),
    ]);
  });

  it('lists the sample numbers as JSON (msisdn, carrier, behaviour) and on a page', async () => {
    const list = await app.inject({ method: 'GET', url: '/sandbox/api/topup-numbers' });
    expect(list.json()).toEqual([
      { msisdn: '18683001234', carrier: 'digicel', behaviour: 'delivered' },
      { msisdn: '18687201234', carrier: 'bmobile', behaviour: 'delivered' },
      { msisdn: '18682601234', carrier: 'digicel', behaviour: 'delayed' },
      { msisdn: '18684601234', carrier: 'bmobile', behaviour: 'fails' },
      { msisdn: '18684301234', carrier: 'digicel', behaviour: 'processing-then-fails' },
      { msisdn: '18687501234', carrier: 'digicel', behaviour: 'ported' },
      { msisdn: '18686201234', carrier: 'bmobile', behaviour: 'postpaid' },
      { msisdn: '18681001234', carrier: null, behaviour: 'invalid' },
    ]);
    const page = await app.inject({ method: 'GET', url: '/sandbox/airtime' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const entry of list.json() as Array<{ msisdn: string }>)
      expect(page.body).toContain(entry.msisdn);
  });

  it.each([
    ['18683001234', 200, 1801, null],
    ['18687201234', 200, 1802, null],
    ['18682601234', 200, 1801, null],
    ['18684601234', 200, 1802, null],
    ['18684301234', 200, 1801, null],
    // ported: a bmobile prefix (7) detected by its current carrier
    ['18687501234', 200, 1801, null],
    ['18686201234', 400, null, 'Postpaid bmobile is not accepted.'],
    ['18681001234', 404, null, 'No operator was found for this phone number.'],
    // prefixes of numbers that are not samples
    ['18682551234', 200, 1801, null],
    ['18684911234', 200, 1802, null],
    ['18686781234', 200, 1802, null],
    ['1868300123', 404, null, 'No operator was found for this phone number.'],
  ])('detects %s: %i operator %s %s', async (msisdn, status, operatorId, message) => {
    const answer = await get(`/operators/auto-detect/phone/${msisdn}/countries/TT`);
    expect(answer.statusCode).toBe(status);
    if (operatorId) expect(answer.json().operatorId).toBe(operatorId);
    else expect(answer.json().message).toBe(message);
  });

  it('delivers at once, and a repeat of the customIdentifier makes no second top-up', async () => {
    const body = request('18683001234', 1801, 56.25);
    const first = await topUp(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'SUCCESSFUL',
      requestedAmount: 56.25,
      deliveredAmount: 56.25,
      customIdentifier: body.customIdentifier,
    });
    const again = await topUp(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().transactionId).toBe(first.json().transactionId);
    expect(
      sandbox.airtime.topUps().filter((t) => t.customIdentifier === body.customIdentifier),
    ).toHaveLength(1);
    const reused = await topUp({ ...body, amount: 100 });
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a postpaid number, the wrong operator and an amount out of range', async () => {
    expect((await topUp(request('18686201234', 1802))).json().message).toBe(
      'Postpaid bmobile is not accepted.',
    );
    expect((await topUp(request('18683001234', 1802))).json().errorCode).toBe('OPERATOR_MISMATCH');
    expect((await topUp(request('18683001234', 1801, 1000.01))).json().errorCode).toBe(
      'INVALID_AMOUNT_FOR_OPERATOR',
    );
    expect((await topUp(request('18683001234', 1801, 4.99))).json().errorCode).toBe(
      'INVALID_AMOUNT_FOR_OPERATOR',
    );
  });

  it.each([
    ['18684601234', 1802, 'FAILED', 0, 'FAILED'],
    ['18682601234', 1801, 'PROCESSING', DELAYED_DELIVERY_MS, 'SUCCESSFUL'],
    ['18684301234', 1801, 'PROCESSING', STUCK_DELIVERY_MS, 'FAILED'],
  ])(
    '%s (operator %s): %s at first, then after %s ms %s',
    async (msisdn, operatorId, first, after, last) => {
      clock.offsetMs = 0;
      const answer = await topUp(request(msisdn, operatorId));
      expect(answer.json().status).toBe(first);
      const id = answer.json().transactionId as number;
      if (after > 0) {
        clock.offsetMs = after - 1000;
        // A token lasts an hour: a week later the client asks for another.
        token = await newToken();
        expect((await get(`/topups/${id}/status`)).json().status).toBe('PROCESSING');
      }
      clock.offsetMs = after;
      token = await newToken();
      const status = (await get(`/topups/${id}/status`)).json();
      expect(status.status).toBe(last);
      expect(status.transaction.transactionId).toBe(id);
      clock.offsetMs = 0;
      token = await newToken();
    },
  );

  it('a token expires after an hour', async () => {
    clock.offsetMs = 60 * 60_000 + 1;
    expect((await get('/operators')).statusCode).toBe(401);
    clock.offsetMs = 0;
    token = await newToken();
  });
});
