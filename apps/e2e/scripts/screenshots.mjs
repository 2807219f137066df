#!/usr/bin/env node
/**
 * Full-page screenshots of the public pages at 320 and 1280 px, for a person to look at.
 *   node scripts/screenshots.mjs [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const outDir = process.argv[3] ?? '/tmp/yo-screens';
const paths = (
  process.env.PAGES ??
  '/,/about,/donate,/contact,/optout,/billpay,/topup,/partners,/faq,/agents,/collect-donations,/payment-gateway,/case-studies,/case-studies/solis-credit,/secure,/OnboardingDocuments,/AgentOnboardingDocuments,/AgentLocations,/scan2pay,/scan2payGnS,/faq/missing'
).split(',');
const widths = (process.env.WIDTHS ?? '320,1280').split(',').map(Number);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    await context.addInitScript(() =>
      localStorage.setItem(
        'yo.cookieConsent',
        JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
      ),
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')) + `-${width}.png`;
      // Narrow pages are cut into screen-sized parts so each can be looked at in full.
      const segment = Number(process.env.SEGMENT ?? 0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (segment && width < 600) {
        for (let top = 0, part = 1; top < height; top += segment, part += 1) {
          const file = name.replace('.png', `-${part}.png`);
          await page.screenshot({
            path: `${outDir}/${file}`,
            fullPage: true,
            clip: { x: 0, y: top, width, height: Math.min(segment, height - top) },
          });
          console.log(file);
        }
      } else {
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(name);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
