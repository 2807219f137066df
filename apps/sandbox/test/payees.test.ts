import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';

let sandbox: Sandbox;
let app: FastifyInstance;

beforeAll(async () => {
  sandbox = await createSandbox();
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
});

interface Account {
  providerId: number;
  accountNumber: string;
  status: string;
  nameOnAccount: string;
}

let order = 0;
function posting(overrides: Record<string, unknown> = {}) {
  order += 1;
  return {
    providerId: 1,
    accountNumber: '100234567',
    amount: 250.75,
    orderId: `ORD-${Date.now()}-${order}`,
    reference: 'Receipt 000123',
    ...overrides,
  };
}

const post = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox/payees/api/postings', payload });

describe('payee accounts list', () => {
  it('lists sample accounts as {providerId, accountNumber, status, nameOnAccount}', async () => {
    const response = await app.inject({ url: '/sandbox/api/payee-accounts' });
    expect(response.statusCode).toBe(200);
    const accounts = response.json() as Account[];
    for (const account of accounts) {
      expect(Object.keys(account).sort()).toEqual([
        'accountNumber',
        'nameOnAccount',
        'providerId',
        'status',
      ]);
      expect(account.accountNumber).toMatch(/^[A-Za-z0-9-]{1,25}$/);
      expect(['ACTIVE', 'INACTIVE']).toContain(account.status);
      expect(account.nameOnAccount.length).toBeGreaterThan(2);
    }
    const providers = new Set(accounts.map((account) => account.providerId));
    expect([...providers].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 11, 12, 13, 22, 33, 170, 266,
    ]);
    for (const utility of [1, 2, 3, 4, 5]) {
      const mine = accounts.filter((account) => account.providerId === utility);
      expect(
        mine.filter((account) => account.status === 'ACTIVE').length,
        `utility ${utility}`,
      ).toBeGreaterThanOrEqual(3);
      expect(
        mine.some((account) => account.status === 'INACTIVE'),
        `utility ${utility}`,
      ).toBe(true);
    }
    for (const [providerId, code] of [
      [33, 'DONATECADV'],
      [22, 'DONATEAWN'],
      [170, 'DONATEITNAC'],
      [266, 'DONATESEWA'],
    ] as const) {
      expect(accounts).toContainEqual(
        expect.objectContaining({ providerId, accountNumber: code, status: 'ACTIVE' }),
      );
    }
  });

  it('shows the accounts on an accessible page', async () => {
    const response = await app.inject({ url: '/sandbox/payees' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<caption>');
    expect(response.body).toContain('100777777');
    expect(response.body).toContain('Refuses payments');
  });
});

describe('account lookup', () => {
  it('answers status and name on account, matching the number without case', async () => {
    const active = await app.inject({ url: '/sandbox/payees/api/accounts/4/dp1004455' });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual({
      providerId: 4,
      accountNumber: 'DP1004455',
      status: 'ACTIVE',
      nameOnAccount: 'Stacy-Ann Roberts',
    });
    const inactive = await app.inject({ url: '/sandbox/payees/api/accounts/2/3099001-01' });
    expect(inactive.json()).toMatchObject({ status: 'INACTIVE', nameOnAccount: 'Dexter Ali' });
  });

  it('answers 404 for an unknown account or payee, and 400 for a malformed number', async () => {
    const unknown = await app.inject({ url: '/sandbox/payees/api/accounts/1/999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' });
    const provider = await app.inject({ url: '/sandbox/payees/api/accounts/99/100234567' });
    expect(provider.json()).toMatchObject({ error: 'PROVIDER_NOT_FOUND' });
    const malformed = await app.inject({ url: '/sandbox/payees/api/accounts/1/abc%20def' });
    expect(malformed.statusCode).toBe(400);
  });

  it('does not confuse the same number at another payee', async () => {
    const response = await app.inject({ url: '/sandbox/payees/api/accounts/2/100234567' });
    expect(response.statusCode).toBe(404);
  });
});

describe('postings', () => {
  it('posts a captured payment to an active account (201) and lists it', async () => {
    const request = posting({ providerId: 5, accountNumber: 'fl-204812345' });
    const response = await post(request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'POSTED',
      providerId: 5,
      accountNumber: 'FL-204812345',
      nameOnAccount: 'Michelle Ramkissoon',
      amount: 250.75,
      orderId: request.orderId,
      reference: 'Receipt 000123',
    });
    const listed = await app.inject({ url: '/sandbox/payees/api/postings?providerId=5' });
    expect((listed.json() as Array<{ orderId: string }>).map((p) => p.orderId)).toContain(
      request.orderId,
    );
  });

  it('is idempotent on orderId: a repeat answers 200 with the first posting', async () => {
    const request = posting();
    const first = await post(request);
    const second = await post(request);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('posts once when 20 retries of one order arrive together', async () => {
    const request = posting({ providerId: 3, accountNumber: '8686201234' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(request)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(
      new Set(responses.map((response) => (response.json() as { postingId: string }).postingId))
        .size,
    ).toBe(1);
    expect(sandbox.payees.postings().filter((p) => p.orderId === request.orderId)).toHaveLength(1);
  });

  it('refuses an orderId reused with different details (409)', async () => {
    const request = posting();
    await post(request);
    const changed = await post({ ...request, amount: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ status: 'REFUSED', reason: 'ORDER_ID_REUSED' });
  });

  it('refuses postings to an inactive account with a clear reason (422)', async () => {
    const response = await post(posting({ providerId: 1, accountNumber: '100999001' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'REFUSED',
      reason: 'ACCOUNT_INACTIVE',
      message: 'Account 100999001 at T&TEC (electricity) is inactive',
    });
  });

  it('refuses postings to the active account whose biller will not take them (422)', async () => {
    const lookup = await app.inject({ url: '/sandbox/payees/api/accounts/1/100777777' });
    expect(lookup.json()).toMatchObject({ status: 'ACTIVE' });
    const response = await post(posting({ providerId: 1, accountNumber: '100777777' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      reason: 'POSTING_REFUSED',
      message: expect.stringMatching(/under review/),
    });
    const retry = await post(posting({ providerId: 1, accountNumber: '100777777' }));
    expect(retry.statusCode).toBe(422);
  });

  it('refuses unknown accounts (404) and malformed requests (400)', async () => {
    expect((await post(posting({ accountNumber: '123' }))).statusCode).toBe(404);
    expect((await post(posting({ providerId: 42 }))).json()).toMatchObject({
      reason: 'PROVIDER_NOT_FOUND',
    });
    expect((await post(posting({ amount: 10.005 }))).statusCode).toBe(400);
    expect((await post(posting({ amount: 0 }))).statusCode).toBe(400);
    expect((await post(posting({ accountNumber: 'A'.repeat(26) }))).statusCode).toBe(400);
    expect((await post({ providerId: 1, accountNumber: '100234567', amount: 5 })).statusCode).toBe(
      400,
    );
  });
});
