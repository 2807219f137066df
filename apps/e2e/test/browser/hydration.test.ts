import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * Every prerendered page (the build's manifest) is hydrated, not rendered again: the browser keeps
 * the prerendered elements, and neither React nor the app reports a hydration error. The app logs
 * React's recoverable errors with "Hydration error:" (boot.tsx); React's own production messages
 * name the error by number (#418 hydration mismatch, #423 and #425 the fallback to rendering).
 */
const baseUrl = workerBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const hydrationProblem = /hydrat|Minified React error #(418|419|420|421|422|423|425)\b/i;

async function prerenderedPaths(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/prerendered/manifest.json`);
  expect(response.status).toBe(200);
  return Object.keys((await response.json()) as Record<string, string>);
}

describe('hydration', () => {
  it('keeps every prerendered page as it is, with no hydration error, at 320 and 1280 px', async () => {
    const paths = await prerenderedPaths();
    // The payment and sign-in pages are among them (issue 16).
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/quickpay', '/quicktopup', '/login', '/signup']),
    );
    // The two widths side by side, each in its own context.
    const atWidth = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      // The prerendered <main> is remembered as the page is parsed, before any script of the app.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerenderedMain: Element | null }).prerenderedMain =
            document.querySelector('main');
        });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (
          (message.type() === 'error' || message.type() === 'warning') &&
          hydrationProblem.test(message.text())
        ) {
          problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
        }
      };
      page.on('console', listen);
      page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('#root[data-prerendered][data-started]').waitFor();
        // Whatever loads after hydration (banners, lists) has come and been rendered.
        await page.waitForLoadState('networkidle');
        const kept = await page.evaluate(() => {
          const main = (window as unknown as { prerenderedMain: Element | null }).prerenderedMain;
          return main !== null && main === document.querySelector('main');
        });
        expect(kept, `${path} at ${width} px: the prerendered <main> was replaced`).toBe(true);
      }
      expect(problems).toEqual([]);
      await context.close();
    };
    await Promise.all([320, 1280].map(atWidth));
  });
});
