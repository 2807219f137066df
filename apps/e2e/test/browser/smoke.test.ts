import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { launchChromium } from '../../src/chromium.js';

const baseUrl = workerBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the production server', () => {
  it('answers its health checks', async () => {
    const api = await fetch(`${baseUrl}/api/health`);
    expect(api.status).toBe(200);
    // Anyone reads only that it is up; the database's kind is for operators (#32 finding 8).
    expect((await api.json()).data).toEqual({ status: 'ok' });
    const sandbox = await fetch(`${baseUrl}/sandbox/api/health`);
    expect(sandbox.status).toBe(200);
  });

  it('serves the app for deep links', async () => {
    const response = await fetch(`${baseUrl}/quickpay/33/DONATECADV`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Yo</title>');
  });

  it('loads the home page in Chromium with its header and no console errors', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Yo home' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Yo | Home');
    expect(problems).toEqual([]);
    await page.close();
  });
});
