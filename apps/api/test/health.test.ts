import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { testConfig } from './support/config.js';
import { databaseKinds, openTestDatabase } from './support/database.js';

describe.each(databaseKinds)('health and envelope errors on %s', (kind) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.server.close();
    await database.close();
  });

  // #32 8b: a load balancer needs `ok`; what runs here is for operators only.
  it('answers GET /api/health with `ok` alone in the envelope', async () => {
    const response = await app.server.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 1, msg: '', data: { status: 'ok' } });
  });

  it('gives the database kind and where limits are counted for HEALTH_DETAILS_TOKEN only', async () => {
    const operators = await buildApp(testConfig({ healthDetailsToken: 'ops-secret-1' }), {
      database,
    });
    try {
      const ask = (token?: string) =>
        operators.server.inject({
          url: '/api/health',
          headers: token === undefined ? {} : { 'x-health-details': token },
        });
      for (const answer of [await ask(), await ask('guess'), await ask('')]) {
        expect(answer.json()).toEqual({ state: 1, msg: '', data: { status: 'ok' } });
      }
      expect((await ask('ops-secret-1')).json()).toEqual({
        state: 1,
        msg: '',
        data: { status: 'ok', database: kind, rateLimits: { counted: 'in-process' } },
      });
    } finally {
      await operators.server.close();
    }
  });

  it('mounts the sandbox under /sandbox', async () => {
    const response = await app.server.inject({ url: '/sandbox/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const response = await app.server.inject({ url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ state: -1, msg: '404 Page not found', data: null });
  });

  it('answers a non-API path with 404 outside production', async () => {
    const response = await app.server.inject({ url: '/quickpay/33/DONATECADV' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without the sandbox', () => {
  it('does not mount /sandbox when SANDBOX=off', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig({ sandbox: false }), { database });
    const response = await app.server.inject({ url: '/sandbox/api/health' });
    expect(response.statusCode).toBe(404);
    expect(app.sandbox).toBeNull();
    await app.server.close();
    await database.close();
  });
});
