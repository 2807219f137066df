import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScriptHashes } from '../src/config.js';
import { inlineScriptHashes } from '../src/http/security-headers.js';
import { startTestApp, type TestApp } from './support/app.js';

const START_UP = "document.documentElement.setAttribute('data-consent','')";
const PRERENDERED = 'console.log("faq")';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A stand-in web build with inline start-up scripts in index.html and a prerendered page. */
function makeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-headers-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${START_UP}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`,
  );
  // What a page loads, and a worker's script and the service worker, which run on their own.
  for (const file of ['a.js', 'a.css', 'inter.woff2', 'a.js.map', 'sheet.worker-x1.js'])
    fs.writeFileSync(path.join(dist, 'assets', file), '');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'faq.html'),
    `<!doctype html><html><body><script>${PRERENDERED}</script></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), '{"/faq":"faq.html"}');
  return dist;
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script>x()</script><SCRIPT type="module">y()</SCRIPT>',
      ),
    ).toEqual([sha('x()'), sha('y()')]);
  });
});

describe('CSP_SCRIPT_HASHES', () => {
  it('takes sha256/384/512 sources, quoted or not', () => {
    expect(parseScriptHashes(" sha256-AbC+/=, 'sha384-xyz' ")).toEqual([
      "'sha256-AbC+/='",
      "'sha384-xyz'",
    ]);
    expect(() => parseScriptHashes("'unsafe-inline'")).toThrow(
      "CSP_SCRIPT_HASHES: ''unsafe-inline'' is not a sha256-, sha384- or sha512- source",
    );
  });
});

describe('security headers', () => {
  let dist: string;
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    dist = makeWebDist();
    const settings = { production: true, webDist: dist, cspScriptHashes: ["'sha256-gateway'"] };
    [direct, proxied] = await Promise.all([
      startTestApp('pglite', settings),
      startTestApp('pglite', { ...settings, trustProxy: ['127.0.0.1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.server.inject({ url, headers });

  it.each([
    '/',
    '/quickpay',
    '/faq',
    '/login',
    '/api/health',
    '/api/nothing-here',
    '/sw.js',
    '/assets/sheet.worker-x1.js',
  ])('%s: nosniff, no referrer, no powerful features, no framing', async (url) => {
    const response = await get(direct, url);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'permissions-policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'x-frame-options': 'DENY',
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/assets/a.js', '/assets/a.css', '/assets/inter.woff2', '/assets/a.js.map'])(
    '%s, a file a page loads: nosniff and no referrer, without the policies of pages',
    async (url) => {
      const response = await get(direct, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
      ])
        expect(response.headers[header], header).toBeUndefined();
    },
  );

  it('gives the service worker and a worker script the page policy, which binds them as workers', async () => {
    const page = String((await get(direct, '/')).headers['content-security-policy']);
    for (const url of ['/sw.js', '/assets/sheet.worker-x1.js'])
      expect((await get(direct, url)).headers['content-security-policy'], url).toBe(page);
  });

  it('allows the pages their inline start-up scripts by hash, and nothing else inline', async () => {
    for (const url of ['/', '/faq']) {
      const policy = String((await get(direct, url)).headers['content-security-policy']);
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc.split(' ')).toEqual(
        expect.arrayContaining(["'self'", sha(START_UP), sha(PRERENDERED), "'sha256-gateway'"]),
      );
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
    }
    expect((await get(direct, '/api/health')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('gives a revalidated page (304) the page policy, which the browser keeps for the page', async () => {
    const first = await get(direct, '/');
    const again = await get(direct, '/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(first.headers['content-security-policy'])).toContain(
      "script-src 'self' 'sha256-",
    );
  });

  it('lets the app frame the sandbox (the demo) and nothing else', async () => {
    const response = await get(direct, '/sandbox/api/messages');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get(proxied, '/', https)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(proxied, '/assets/a.js', https)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(proxied, '/')).headers['strict-transport-security']).toBeUndefined();
    // From an address that is no trusted proxy the header is whatever the sender wrote.
    expect((await get(direct, '/', https)).headers['strict-transport-security']).toBeUndefined();
  });
});
