#!/usr/bin/env node
/**
 * Lighthouse (mobile) on the production build: performance, accessibility, LCP for each page,
 * and the gzip JavaScript of the first load of `/`.
 *
 *   node scripts/lighthouse.mjs [baseUrl]        (default http://localhost:3100, a running `pnpm start`)
 *
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium) with the flags of src/chromium.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3100').replace(
  /\/$/,
  '',
);
const pages = (process.env.PAGES ?? '/,/faq,/AgentLocations').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const port = Number(process.env.DEBUG_PORT ?? 9333);
const profile = mkdtempSync(path.join(tmpdir(), 'yo-lighthouse-'));
const chrome = spawn(
  chromePath,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
// Wait for the DevTools endpoint.
for (let attempt = 0; ; attempt += 1) {
  try {
    await fetch(`http://127.0.0.1:${port}/json/version`);
    break;
  } catch (error) {
    if (attempt > 100) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const rows = [];
let failed = false;
try {
  for (const path of pages) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      screenEmulation: {
        mobile: true,
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        disabled: false,
      },
      throttlingMethod: 'simulate',
    });
    const lhr = result.lhr;
    const performance = Math.round(lhr.categories.performance.score * 100);
    const accessibility = Math.round(lhr.categories.accessibility.score * 100);
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const metric = (id) => Math.round(lhr.audits[id].numericValue);
    const row = {
      path,
      performance,
      accessibility,
      lcpMs: Math.round(lcp),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      siMs: metric('speed-index'),
    };
    if (process.env.VERBOSE) {
      for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
        console.error(
          'shift',
          item.score?.toFixed?.(3),
          item.node?.selector,
          item.node?.snippet?.slice(0, 120),
        );
      }
      for (const r of lhr.audits['network-requests'].details.items) {
        if (
          r.resourceType === 'Script' ||
          r.resourceType === 'Font' ||
          r.resourceType === 'Stylesheet'
        )
          console.error(r.resourceType, Math.round((r.transferSize ?? 0) / 1024), 'KiB', r.url);
      }
    }
    if (path === '/') {
      const requests = lhr.audits['network-requests'].details.items;
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      row.firstLoadJsGzipKiB = +(
        scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
      ).toFixed(1);
      row.scripts = scripts.length;
    }
    const failedA11y = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id),
      )
      .map((a) => a.id);
    if (failedA11y.length) row.accessibilityFailures = failedA11y.join(',');
    if (performance < 95 || accessibility < 100) failed = true;
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  chrome.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
console.table(rows);
process.exitCode = failed ? 1 : 0;
