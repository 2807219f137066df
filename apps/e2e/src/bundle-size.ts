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

/**
 * A script's sizes, fetched again here rather than read from the browser (Chromium may drop a
 * body it buffered, most of all with several pages open), and once per URL: the hashed files
 * are the same bytes on every page.
 */
const scriptFiles = new Map<string, Promise<ScriptFile>>();
function scriptFile(url: string): Promise<ScriptFile> {
  let file = scriptFiles.get(url);
  if (!file) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return {
        path: new URL(url).pathname,
        decoded: body.length,
        gzip: gzipSize(body),
        brotli: brotliSize(body),
      };
    });
    scriptFiles.set(url, file);
  }
  return file;
}

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
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const opened = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    if (!opened?.ok()) throw new Error(`${route} answered ${opened?.status()}`);
    for (let seen = -1; seen !== scripts.size;) {
      seen = scripts.size;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const files = await Promise.all([...scripts].map(scriptFile));
    files.sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
    const sum = (key: 'decoded' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
    return { route, files, decoded: sum('decoded'), gzip: sum('gzip'), brotli: sum('brotli') };
  } finally {
    await context.close();
  }
}

/**
 * Several routes at once, each in its own context: bytes do not depend on timing, so the routes
 * share the machine without changing their figures. Results come back in the routes' order.
 */
export async function measureRoutes(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  {
    concurrency = 4,
    onMeasured,
  }: { concurrency?: number; onMeasured?: (result: RouteScripts, ms: number) => void } = {},
): Promise<RouteScripts[]> {
  const results: RouteScripts[] = new Array(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const index = next++;
      const started = Date.now();
      results[index] = await measureRouteScripts(browser, baseUrl, routes[index]!);
      onMeasured?.(results[index]!, Date.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  return results;
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
