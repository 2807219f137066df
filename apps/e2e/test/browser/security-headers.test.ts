import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { launchChromium } from '../../src/chromium.js';
import { freePort } from '../../src/server.js';

/**
 * Issue 17, finding 4, in Chromium against the production server: a page of another origin
 * cannot frame the payment form (frame-ancestors 'none'), and the app's own pages run under
 * their strict CSP with no violation (the inline start-up scripts allowed by hash).
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let foreign: Server;
let foreignUrl: string;

beforeAll(async () => {
  browser = await launchChromium();
  const port = await freePort();
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Not Yo</title></head><body><h1>Win a prize</h1><iframe id="victim" title="victim" src="${baseUrl}/quickpay" width="800" height="600"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => foreign.listen(port, '127.0.0.1', resolve));
  // Another port is another origin.
  foreignUrl = `http://127.0.0.1:${port}/`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
});

/** Every CSP violation a page reports, from the DOM event and from the console. */
async function watch(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('security headers in the browser', () => {
  it('keeps /quickpay out of another origin’s frame', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(foreignUrl, { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium puts its error page in place of a refused frame.
    expect(frame!.url()).not.toContain('/quickpay');
    expect(console.join('\n')).toContain("frame-ancestors 'none'");
    expect(await frame!.locator('input, button').count()).toBe(0);
    await context.close();
  });

  it.each(['/', '/quickpay', '/login'])('runs %s under its CSP with no violation', async (path) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const violations = await watch(page);
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    // The start-up script ran (it loads the app's entry module), and so did the app.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some(
          (e) =>
            e.name.includes('/assets/') &&
            (e as PerformanceResourceTiming).initiatorType === 'script',
        ),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.locator('#root *').count()).toBeGreaterThan(0);
    // A reload is answered 304, whose CSP the browser keeps for the page: still the page's own.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await page.locator('#root *').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});
