import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { repoRoot } from './server.js';

/**
 * The JavaScript a route's first visit loads, measured the same way by the budget test and by
 * scripts/bundle-report.ts: a fresh browser context (nothing cached, no consent given, signed out)
 * at a phone's viewport opens the route and waits until the page settles; every script response
 * the page itself receives counts once. The service worker is blocked: its precache of the whole
 * build is a background download after the first visit, not what the page needs to work.
 *
 * Sizes are the decoded files compressed here (gzip level 9, brotli quality 11), so the figures
 * depend on the build alone, not on how the server compressed them.
 */
export interface ScriptFile {
  /** The path the page requested, e.g. `/assets/boot-BYHLVAxr.js`. */
  path: string;
  decoded: number;
  gzip: number;
  brotli: number;
}

export interface RouteScripts {
  route: string;
  files: ScriptFile[];
  decoded: number;
  gzip: number;
  brotli: number;
}

/** After the network is idle, the page counts as settled when this long passes with no new script. */
const QUIET_MS = 1_500;

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
export const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

export async function measureRouteScripts(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<RouteScripts> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // Each body is read as it arrives: Chromium may drop a body that is asked for much later.
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && !bodies.has(url))
        bodies.set(url, response.body());
    });
    const opened = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    if (!opened?.ok()) throw new Error(`${route} answered ${opened?.status()}`);
    for (let seen = -1; seen !== bodies.size;) {
      seen = bodies.size;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const files: ScriptFile[] = [];
    for (const [url, pending] of bodies) {
      const body = await pending;
      files.push({
        path: new URL(url).pathname,
        decoded: body.length,
        gzip: gzipSize(body),
        brotli: brotliSize(body),
      });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (key: 'decoded' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
    return { route, files, decoded: sum('decoded'), gzip: sum('gzip'), brotli: sum('brotli') };
  } finally {
    await context.close();
  }
}

/** The payment flows and sign-in pages, which the build does not (all) prerender. */
export const flowRoutes = ['/quickpay', '/quicktopup', '/login', '/signup', '/resetpassword'];

/**
 * Every public page: the ones the build prerendered (apps/web/dist/prerendered/manifest.json,
 * so `pnpm build` must have run), in the route table's spelling, and the payment flows.
 */
export function publicRoutes(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'apps/web/dist/prerendered/manifest.json'), 'utf8'),
  ) as Record<string, string>;
  // The manifest's keys are lower-case; its files keep the route's own spelling.
  const prerendered = Object.values(manifest).map((file) =>
    file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`,
  );
  return [...new Set([...prerendered, ...flowRoutes])];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
