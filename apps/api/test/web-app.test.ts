import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from './support/config.js';
import { openTestDatabase } from './support/database.js';

/** The lead's web build may not exist yet: a stand-in dist with the same layout as Vite's. */
function makeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Yo</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-Ab12Cd.js'),
    `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen-${i}`))};\n`,
  );
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dist;
}

describe('production serving of the built web app', () => {
  let app: App;
  let dist: string;

  beforeAll(async () => {
    dist = makeWebDist();
    app = await buildApp(testConfig({ production: true, webDist: dist }), {
      database: await openTestDatabase('pglite'),
    });
  });
  afterAll(async () => {
    await app.server.close();
    await app.database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await app.server.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Yo</title>');
  });

  it('serves the pages as built when the build has no server module to render them', async () => {
    // No data goes with them: the app says the domain's default top-up range, and loads the
    // banners itself.
    const response = await app.server.inject({ url: '/user/account' });
    expect(response.body).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.server.inject({
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files revalidated', async () => {
    const response = await app.server.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/quickpay/33/DONATECADV', '/user/account', '/resetpassword?ref=abc', '/no-such-page'])(
    'answers the deep link %s with the app',
    async (url) => {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('keeps unknown API and sandbox paths as 404 in the envelope', async () => {
    for (const url of ['/api/unknown', '/API/Unknown/Call', '/sandbox/unknown']) {
      const response = await app.server.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ state: -1 });
    }
  });

  it('answers a missing hashed asset with 404 rather than the page', async () => {
    const response = await app.server.inject({ url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const response = await app.server.inject({ url: '/api/health' });
    // /api/health names no database to anyone (#32 finding 8): the API answers, in its envelope.
    expect(response.json()).toEqual({ state: 1, msg: '', data: { status: 'ok' } });
  });
});

describe('production without a web build', () => {
  it('serves the API and answers other paths with 404', async () => {
    const app = await buildApp(testConfig({ production: true, webDist: '/nonexistent/dist' }), {
      database: await openTestDatabase('pglite'),
    });
    expect((await app.server.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.server.inject({ url: '/quickpay' })).statusCode).toBe(404);
    await app.server.close();
    await app.database.close();
  });
});
