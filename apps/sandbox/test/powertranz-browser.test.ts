import { getViolations, injectAxe } from 'axe-playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callGateway,
  completePayment,
  saleRequest,
  startHarness,
  type Harness,
} from './powertranz-harness.js';

/** Debian's Chromium, launched as apps/e2e does; never a browser download. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let harness: Harness;
let browser: Browser;

beforeAll(async () => {
  harness = await startHarness();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The merchant's checkout page: RedirectData in an iframe, as PowerTranz tells merchants to. */
async function checkoutPage(pan: string, path: string): Promise<{ url: string; spiToken: string }> {
  const sale = await callGateway(harness, '/api/spi/sale', saleRequest(harness, { pan }));
  expect(sale.body.IsoResponseCode).toBe('SP4');
  harness.merchant.pages.set(
    path,
    `<!doctype html><html lang="en"><title>Checkout</title><main><h1>Pay your bill</h1>
<iframe title="Card verification" width="600" height="500" srcdoc="${escapeAttribute(sale.body.RedirectData ?? '')}"></iframe></main></html>`,
  );
  return {
    url: new URL(path, harness.merchant.url).toString(),
    spiToken: sale.body.SpiToken ?? '',
  };
}

/** axe findings of serious or critical impact, against WCAG 2.2 AA. */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await getViolations(page, undefined, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

describe('sandbox pages pass axe', () => {
  it('the test cards page, the payee accounts page and the challenge page', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    try {
      await page.goto(`${harness.sandboxUrl}/cards`);
      expect(
        await page.getByRole('table', { name: 'Card numbers and what each one does' }).count(),
      ).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${harness.sandboxUrl}/payees`);
      expect(await seriousViolations(page)).toEqual([]);
      const sale = await callGateway(
        harness,
        '/api/spi/sale',
        saleRequest(harness, { pan: '4012000000020006' }),
      );
      const session =
        /name="threeDSSessionData" value="([^"]+)"/.exec(sale.body.RedirectData ?? '')?.[1] ?? '';
      const challenge = await fetch(`${harness.gatewayUrl}/acs/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ threeDSSessionData: session }).toString(),
      });
      await page.setContent(await challenge.text());
      expect(await page.getByLabel('One-time password').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('RedirectData in a real browser', () => {
  it('shows the challenge, takes 3ds2 typed by the cardholder, and posts Y to the merchant', async () => {
    const { url, spiToken } = await checkoutPage('4012010000020005', '/checkout-challenge');
    const page = await browser.newPage();
    try {
      await page.goto(url);
      const frame = page.frameLocator('iframe[title="Card verification"]');
      const password = frame.getByLabel('One-time password');
      await password.waitFor({ timeout: 20_000 });
      await password.pressSequentially('3ds2');
      await frame.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(
          async () =>
            frame
              .locator('#result')
              .textContent()
              .catch(() => null),
          { timeout: 20_000 },
        )
        .toBe('Merchant received 3D0 status Y');
    } finally {
      await page.close();
    }
    const posted = harness.merchant.responses.at(-1) as {
      SpiToken: string;
      RiskManagement: { ThreeDSecure: Record<string, string> };
    };
    expect(posted.SpiToken).toBe(spiToken);
    // The page's script ran the 3DS method step before authenticating.
    expect(posted.RiskManagement.ThreeDSecure.FingerprintIndicator).toBe('Y');
    expect(await completePayment(harness, spiToken)).toMatchObject({
      Approved: true,
      IsoResponseCode: '00',
    });
  });

  it('Cancel in the challenge posts N, and payment is refused', async () => {
    const { url, spiToken } = await checkoutPage('5100270000000031', '/checkout-cancel');
    const page = await browser.newPage();
    try {
      await page.goto(url);
      const frame = page.frameLocator('iframe[title="Card verification"]');
      await frame.getByRole('button', { name: 'Cancel' }).click({ timeout: 20_000 });
      await expect
        .poll(
          async () =>
            frame
              .locator('#result')
              .textContent()
              .catch(() => null),
          { timeout: 20_000 },
        )
        .toBe('Merchant received 3D0 status N');
    } finally {
      await page.close();
    }
    expect(await completePayment(harness, spiToken)).toMatchObject({
      Approved: false,
      IsoResponseCode: '12',
    });
  });

  it('goes frictionless straight back to the merchant without showing anything to fill', async () => {
    const { url } = await checkoutPage('4012000000020071', '/checkout-frictionless');
    const page = await browser.newPage();
    try {
      await page.goto(url);
      const frame = page.frameLocator('iframe[title="Card verification"]');
      await expect
        .poll(
          async () =>
            frame
              .locator('#result')
              .textContent()
              .catch(() => null),
          { timeout: 20_000 },
        )
        .toBe('Merchant received 3D0 status Y');
    } finally {
      await page.close();
    }
  });
});
