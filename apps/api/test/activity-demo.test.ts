import { createSandbox, type Sandbox } from '@yo/sandbox';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { billPayTransactions, customerPhones, topUpTransactions } from '../src/db/schema.js';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../src/demo/customer.js';
import { createPasswords } from '../src/modules/auth/passwords.js';
import { query } from './support/activity.js';
import { testConfig } from './support/config.js';
import { openTestDatabase } from './support/database.js';
import { databaseKinds } from './support/database.js';
import { login } from './support/flows.js';
import type { TestApp } from './support/app.js';

const STATUSES = ['Pending', 'Captured', 'Successful', 'Failed', 'Reversed'];
const NOW = new Date('2026-11-25T15:00:00.000Z');

describe.each(databaseKinds)('the demo customer on %s', (kind) => {
  let app: App;
  let sandbox: Sandbox;
  let t: Pick<TestApp, 'get' | 'post' | 'app'>;

  beforeAll(async () => {
    sandbox = await createSandbox();
    app = await buildApp(testConfig({ rateLimitScale: 100 }), {
      database: await openTestDatabase(kind),
      sandbox,
      clock: () => NOW.getTime(),
      demoCustomer: true,
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const call = async (
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
      token?: string | null,
    ) => {
      const response = await app.server.inject({
        method,
        url: `/api/${path}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    };
    t = {
      app: app as TestApp['app'],
      get: (path, token) => call('GET', path, undefined, token),
      post: (path, body, token) => call('POST', path, body, token),
    };
  }, 60_000);
  afterAll(async () => {
    await app.server.close();
    await app.database.close();
    await sandbox.close();
  });

  it('is shown by the sandbox, as JSON and on the inbox page', async () => {
    const json = await app.server.inject({ url: '/sandbox/api/demo-customer' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const page = await app.server.inject({ url: '/sandbox/inbox' });
    expect(page.body).toContain(`<code>${DEMO_CUSTOMER.email}</code>`);
    expect(page.body).toContain(`<code>${DEMO_CUSTOMER.password}</code>`);
  });

  it('logs in with its password and an emailed code, and has a primary phone for SMS', async () => {
    const { token, phone } = await login(t as TestApp, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(phone).toBe(DEMO_CUSTOMER.phone);
    const details = await t.get('customers/getbyuserid', token);
    expect(details.body.data).toMatchObject({
      email: DEMO_CUSTOMER.email,
      phoneNumber: DEMO_CUSTOMER.phone,
    });
  });

  it('has 18 months of bill pays and top-ups in every status, over several payees and both carriers', async () => {
    const { token } = await login(t as TestApp, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rows: Array<{
      transactionDate: string;
      tranType: string;
      tranStatus: string;
      provider: string;
    }> = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await t.post('transaction/filtered', query({ pageNumber, pageSize: 50 }), token);
      rows.push(...page.body.data.pagedItems);
      if (pageNumber >= page.body.data.pageCount) break;
    }
    const billPays = rows.filter((row) => row.tranType === 'Billpay');
    const topUps = rows.filter((row) => row.tranType === 'TopUps');
    expect(new Set(rows.map((row) => row.tranStatus))).toEqual(new Set(STATUSES));
    expect(new Set(topUps.map((row) => row.tranStatus))).toEqual(new Set(STATUSES));
    expect(new Set(topUps.map((row) => row.provider))).toEqual(new Set(['Digicel', 'bmobile']));
    expect(new Set(billPays.map((row) => row.provider)).size).toBeGreaterThanOrEqual(4);
    const months = new Set(rows.map((row) => row.transactionDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(17);
    expect(Math.max(...rows.map((row) => Date.parse(row.transactionDate)))).toBeLessThanOrEqual(
      NOW.getTime(),
    );
    const oldest = Math.min(...rows.map((row) => Date.parse(row.transactionDate)));
    expect(oldest).toBeGreaterThanOrEqual(Date.parse('2025-06-01T04:00:00.000Z'));
    const stats = await t.get('transaction/getmonthlystats', token);
    expect(stats.body.data.map((row: { month: string }) => row.month)).toEqual([
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(stats.body.data.some((row: { billPay: number }) => row.billPay > 0)).toBe(true);
  });

  it('is seeded idempotently: again at the same time adds nothing, later adds only the new rows', async () => {
    const db = app.database.db;
    const passwords = await createPasswords(testConfig().passwordHashing);
    const counts = async (customerId: number) => ({
      billPays: (
        await db
          .select({ n: count() })
          .from(billPayTransactions)
          .where(eq(billPayTransactions.customerId, customerId))
      )[0]!.n,
      topUps: (
        await db
          .select({ n: count() })
          .from(topUpTransactions)
          .where(eq(topUpTransactions.customerId, customerId))
      )[0]!.n,
      phones: (
        await db
          .select({ n: count() })
          .from(customerPhones)
          .where(eq(customerPhones.customerId, customerId))
      )[0]!.n,
    });
    const again = await seedDemoCustomer(db, passwords, NOW);
    expect(again.added).toEqual({ billPays: 0, topUps: 0 });
    const before = await counts(again.customerId);
    expect(before.phones).toBe(1);
    const later = await seedDemoCustomer(db, passwords, new Date('2027-03-01T12:00:00.000Z'));
    expect(later.customerId).toBe(again.customerId);
    const after = await counts(again.customerId);
    expect(after.billPays).toBe(before.billPays + later.added.billPays);
    expect(after.topUps).toBe(before.topUps + later.added.topUps);
    expect(later.added.billPays + later.added.topUps).toBeGreaterThan(0);
    expect(after.phones).toBe(1);
    expect(
      (await seedDemoCustomer(db, passwords, new Date('2027-03-01T12:00:00.000Z'))).added,
    ).toEqual({ billPays: 0, topUps: 0 });
  });

  it('gets its password back when someone changed it', async () => {
    const db = app.database.db;
    const passwords = await createPasswords(testConfig().passwordHashing);
    const { customers } = await import('../src/db/schema.js');
    const seeded = await seedDemoCustomer(db, passwords, NOW);
    await db
      .update(customers)
      .set({ passwordHash: await passwords.hash('Changed#999') })
      .where(eq(customers.id, seeded.customerId));
    await seedDemoCustomer(db, passwords, NOW);
    const [row] = await db.select().from(customers).where(eq(customers.id, seeded.customerId));
    expect(await passwords.verify(row!.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
  });
});

describe('the sandbox without a demo customer', () => {
  it('answers 404 at /sandbox/api/demo-customer and shows no account on the inbox page', async () => {
    const sandbox = await createSandbox();
    const app = await buildApp(testConfig(), {
      database: await openTestDatabase('pglite'),
      sandbox,
    });
    try {
      const json = await app.server.inject({ url: '/sandbox/api/demo-customer' });
      expect(json.statusCode).toBe(404);
      const page = await app.server.inject({ url: '/sandbox/inbox' });
      expect(page.body).not.toContain('Demo customer');
    } finally {
      await app.server.close();
      await app.database.close();
      await sandbox.close();
    }
  });
});
