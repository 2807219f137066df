import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBanners } from '../src/modules/content/banner-messages.js';
import { serveWebApp } from '../src/web/static.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';

/** The real web build (`pnpm test` builds first): its prerendered pages and server module. */
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVED = /<script type="application\/json" id="yo-served-banners">([^<]*)<\/script>/;

function servedBanners(html: string): unknown {
  const match = SERVED.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

/** The root element's markup: what React hydrates. */
function root(html: string): string {
  return html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</div>'));
}

describe.each(databaseKinds)('prerendered pages served with their banners on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, 'server', 'render.js'))) {
      throw new Error(`No web build with its server module in ${webDist}: run pnpm build first`);
    }
    t = await startTestApp(kind, { production: true, webDist });
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.server.inject({ url, headers });

  it("renders the guests' banners of the page in place and hands them to the app", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(servedBanners(response.body)).toEqual([
      {
        id: 1,
        message:
          '<p><strong>Pay your bills in under 2 minutes.</strong> Online utility payments carry zero fees.</p>',
        closeable: true,
      },
      {
        id: 2,
        message:
          '<p>Scheduled maintenance: payments may be slow on Sunday from 1:00am to 3:00am.</p>',
        closeable: false,
      },
    ]);
    const markup = root(response.body);
    // The text a server can render safely: the app adds the emphasis and links once started.
    expect(markup).toContain(
      'Pay your bills in under 2 minutes. Online utility payments carry zero fees.',
    );
    expect(markup).toContain('data-served-banners="1 2"');
    expect(markup).toContain('aria-label="Close message 1 of 2"');
    // The registered customers' banner is not a guest's.
    expect(response.body).not.toContain('Welcome back!');
  });

  it('serves a page without banners as built, saying it has none', async () => {
    const built = fs.readFileSync(path.join(webDist, 'prerendered', 'faq.html'), 'utf8');
    const response = await page('/FAQ/');
    expect(servedBanners(response.body)).toEqual([]);
    expect(response.body.replace(SERVED, '')).toBe(built);
  });

  it('answers a browser holding the page with 304, and compresses it', async () => {
    const first = await page('/quickpay', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await page('/quickpay', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves a changed banner at once, its markup escaped in the page', async () => {
    const before = await page('/quicktopup');
    await t.app.database.db.execute(
      `update banners set message = '<p>New</p></script><script>alert(1)</script>' where page_name = 'quicktopup'`,
    );
    const after = await page('/quicktopup');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(servedBanners(after.body)).toEqual([
      expect.objectContaining({ message: '<p>New</p></script><script>alert(1)</script>' }),
    ]);
    expect(after.body).toContain('\\u003cp>New\\u003c/p>\\u003c/script>\\u003cscript>alert(1)');
    expect(after.body).not.toContain('<script>alert(1)');
    expect(root(after.body)).toContain('Newalert(1)');
  });

  it('does not serve the server module to browsers', async () => {
    const response = await page('/server/render.js');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('renderPage');
  });
});

describe('a page whose banners are slow to read', () => {
  it('is served as built after a short wait, and the app loads its banners', async () => {
    const server = Fastify();
    const banners = new Promise<PageBanners>(() => {});
    const page = await serveWebApp(server, webDist, {
      guestBanners: () => banners,
      bannerWaitMs: 50,
    });
    server.setNotFoundHandler((request, reply) => page!(request, reply));
    const started = performance.now();
    const response = await server.inject({ url: '/quickpay' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.body).toBe(
      fs.readFileSync(path.join(webDist, 'prerendered', 'quickpay.html'), 'utf8'),
    );
    await server.close();
  });
});
