import Fastify from 'fastify';
import { object, string } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { routeRegistrar } from '../src/http/routes.js';

/**
 * A GET's path parameters and query are checked once per distinct URL and remembered: each
 * request still gets its own copy, and a refused URL is refused every time.
 */
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithRoute() {
  const app = Fastify();
  apps.push(app);
  registerErrorHandling(app);
  await app.register((await import('@fastify/rate-limit')).default, { global: false });
  const define = routeRegistrar(app, async () => null, 1);
  const seen: unknown[] = [];
  define(
    {
      method: 'GET',
      path: 'things/{id}',
      params: object({ id: string() }),
      query: object({ name: string() }),
      response: object({}),
      auth: 'none',
    },
    {},
    async (input) => {
      seen.push(input.query);
      const query = input.query as { name: string };
      // A handler that changes what it was given changes its own copy only.
      const answer = { id: input.params.id, name: query.name };
      query.name = 'changed';
      return ok(answer);
    },
  );
  await app.ready();
  return { app, seen };
}

describe('route input checks', () => {
  it('gives every request of a remembered URL its own checked copy', async () => {
    const { app, seen } = await appWithRoute();
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/things/7?name=ada' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: '7', name: 'ada' });
    }
    expect(new Set(seen).size).toBe(3);
  });

  it('refuses a bad URL every time it is asked', async () => {
    const { app } = await appWithRoute();
    for (let i = 0; i < 2; i += 1) {
      // No name: the query is refused.
      const response = await app.inject({ method: 'GET', url: '/api/things/7?nickname=ada' });
      expect(response.statusCode).toBe(400);
      expect(response.json().state).toBe(-1);
    }
  });
});
