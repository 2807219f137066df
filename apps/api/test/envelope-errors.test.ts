// #32 finding 6: every answer of /api/*, the framework's own refusals included, is the spec's
// envelope (before, a URL that is no valid percent-encoding got Fastify's {code, message}).
import { serverMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from './support/config.js';
import { openTestDatabase } from './support/database.js';
import type { DatabaseHandle } from '../src/db/database.js';

describe('framework errors in the envelope', () => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.server.close();
    await database.close();
  });

  it.each([
    ['a lone surrogate, percent-encoded', '/api/public/country/%ED%A0%80/states'],
    ['bytes that are no UTF-8', '/api/public/country/%FF%FE/states'],
    ['a broken escape in a path parameter', '/api/public/country/%E0%A4%A/states'],
  ])('answers %s in a path with a 400 in the envelope', async (_name, url) => {
    const response = await app.server.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      state: -1,
      msg: serverMessages.invalidRequest('the URL is malformed'),
      data: null,
    });
  });

  it('answers a path segment beyond the router’s limit with a 414 in the envelope', async () => {
    const response = await app.server.inject({
      url: `/api/public/country/${'9'.repeat(200)}/states`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      state: -1,
      msg: serverMessages.invalidRequest('a path segment is too long'),
      data: null,
    });
  });
});
