import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cents } from '@yo/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBanners } from '../src/modules/content/banner-messages.js';
import { serveWebApp } from '../src/web/static.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';

/** The real web build (`pnpm test` builds first): its prerendered pages and server module. */
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVED = /<script type="application\/json" id="yo-served-page">([^<]*)<\/script>/;

/** The data the page was served with, as the app reads it (apps/web src/layout/servedPage.ts). */
function servedData(html: string): { banners?: unknown; topUpRange?: unknown } | null {
  const match = SERVED.exec(html);
  return match ? (JSON.parse(match[1]!) as { banners?: unknown; topUpRange?: unknown }) : null;
}

function servedBanners(html: string): unknown {
  return servedData(html)?.banners ?? null;
}

/** The sandbox's operators take any amount from $5 to $1000: the range, in cents. */
const CARRIERS_RANGE = { minimum: 500, maximum: 100_000 };

/** The root element's markup: what React hydrates. */
function root(html: string): string {
  return html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</div>'));
}

describe.each(databaseKinds)('prerendered pages served with their data on %s', (kind) => {
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

  it("renders the carriers' top-up range on / and /topup and hands it to the app", async () => {
    const home = await page('/');
    expect(servedData(home.body)?.topUpRange).toEqual(CARRIERS_RANGE);
    expect(root(home.body)).toContain(
      'Top up prepaid Digicel and bmobile numbers from<!-- --> <!-- -->$5<!-- --> to <!-- -->$1,000<!-- -->, VAT included',
    );
    const info = await page('/topup');
    expect(servedData(info.body)?.topUpRange).toEqual(CARRIERS_RANGE);
    expect(root(info.body)).toContain(
      'Online top-ups are from <!-- -->$5<!-- --> to <!-- -->$1,000<!-- -->, including',
    );
    // The build's page says the domain's defaults, which a page served as built keeps.
    const built = fs.readFileSync(path.join(webDist, 'prerendered', 'topup.html'), 'utf8');
    expect(built).toContain(
      'Online top-ups are from <!-- -->$50<!-- --> to <!-- -->$500<!-- -->, including',
    );
  });

  it('serves the pages the app renders (no prerendered page) with the range alone', async () => {
    const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const response = await page('/user/account');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(servedData(response.body)).toEqual({ topUpRange: CARRIERS_RANGE });
    expect(response.body.replace(SERVED, '')).toBe(shell);
  });

  it('serves a page without banners or range as built, saying it has none', async () => {
    const built = fs.readFileSync(path.join(webDist, 'prerendered', 'faq.html'), 'utf8');
    const response = await page('/FAQ/');
    expect(servedData(response.body)).toEqual({ banners: [], topUpRange: CARRIERS_RANGE });
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

describe('a page whose data is slow to read', () => {
  it('is served as built after a short wait, and the app loads its banners', async () => {
    const server = Fastify();
    const never = new Promise<never>(() => {});
    const page = await serveWebApp(server, webDist, {
      guestBanners: () => never,
      topUpRange: () => never,
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

  it('is served with the range alone when only the banners are slow', async () => {
    const server = Fastify();
    const page = await serveWebApp(server, webDist, {
      guestBanners: () => new Promise<never>(() => {}),
      topUpRange: async () => ({ minimum: 1_000 as Cents, maximum: 20_000 as Cents }),
      bannerWaitMs: 50,
    });
    server.setNotFoundHandler((request, reply) => page!(request, reply));
    const response = await server.inject({ url: '/topup' });
    expect(servedData(response.body)).toEqual({ topUpRange: { minimum: 1_000, maximum: 20_000 } });
    expect(root(response.body)).toContain(
      'Online top-ups are from <!-- -->$10<!-- --> to <!-- -->$200<!-- -->, including',
    );
    await server.close();
  });
});

describe('a changed top-up range', () => {
  it('renders the page again, with a new validator', async () => {
    const server = Fastify();
    let range = { minimum: 500 as Cents, maximum: 100_000 as Cents };
    const page = await serveWebApp(server, webDist, {
      guestBanners: async () =>
        ({ list: [], answer: { etag: 'W/"none"' } }) as unknown as PageBanners,
      topUpRange: async () => range,
    });
    server.setNotFoundHandler((request, reply) => page!(request, reply));
    const before = await server.inject({ url: '/' });
    expect(root(before.body)).toContain(
      'from<!-- --> <!-- -->$5<!-- --> to <!-- -->$1,000<!-- -->',
    );
    range = { minimum: 2_500 as Cents, maximum: 75_000 as Cents };
    const after = await server.inject({ url: '/' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(servedData(after.body)).toEqual({ banners: [], topUpRange: range });
    expect(root(after.body)).toContain('from<!-- --> <!-- -->$25<!-- --> to <!-- -->$750<!-- -->');
    await server.close();
  });
});
