import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { kib, measureRoutes, publicRoutes, type RouteScripts } from '../../src/bundle-size.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * Each public page's JavaScript budget (issue 16), in KiB of gzip: the gzip bytes of every script a first visit
 * loads once the page has settled, measured as src/bundle-size.ts says (the figures of
 * `pnpm --filter @yo/e2e bundle-report`). Bytes are deterministic for a build, so a page over its
 * budget fails every run. Budgets sit 3 to 4 KiB above the figures in the README, never above the
 * issue's targets (`/` 100 and `/quickpay` 140); lower them as pages shrink, and raise one only
 * knowingly.
 */
const budgetsKiB: Record<string, number> = {
  '/': 100,
  '/about': 102,
  '/donate': 101,
  '/contact': 122,
  '/optout': 99,
  '/billpay': 101,
  '/topup': 101,
  '/partners': 102,
  '/faq': 103,
  '/agents': 101,
  '/collect-donations': 101,
  '/payment-gateway': 102,
  '/case-studies': 101,
  '/case-studies/solis-credit': 100,
  '/case-studies/made-technologies': 100,
  '/case-studies/cj-cubes-wholesale': 100,
  '/secure': 101,
  '/OnboardingDocuments': 112,
  '/AgentOnboardingDocuments': 111,
  '/AgentLocations': 124,
  '/scan2pay': 101,
  '/scan2payGnS': 101,
  '/quickpay': 140,
  // Raised from 132 knowingly: since #29 a payment page's first screen follows an order found
  // in its URL after a reload (GetOrderStatus's contract, the progress and result-frame hooks,
  // about 1.3 KiB), which /quicktopup's first step cannot do without.
  '/quicktopup': 133,
  // Raised from 142 knowingly: passkeys (#34) on /login's first screen, the autofill offer and
  // Sign in with a passkey (the passkey flow, the ceremony's wrapper and its texts, the passkey
  // contract in the API client, about 2 KiB; @simplewebauthn/browser itself loads with the
  // first ceremony, and the captcha only when the server asks for it).
  '/login': 144,
  '/signup': 150,
  '/resetpassword': 154,
};

const baseUrl = workerBaseUrl();
let browser: Browser;
const measured = new Map<string, RouteScripts>();

beforeAll(async () => {
  browser = await launchChromium();
  const routes = Object.keys(budgetsKiB);
  const results = await measureRoutes(browser, baseUrl, routes);
  for (const result of results) measured.set(result.route, result);
});

afterAll(async () => {
  await browser?.close();
});

describe('JavaScript budgets', () => {
  it('name every public page and payment flow', () => {
    expect(Object.keys(budgetsKiB).sort()).toEqual(publicRoutes().sort());
  });

  it.each(Object.entries(budgetsKiB))(
    '%s loads at most %d KiB of gzip JavaScript',
    (route, budget) => {
      const scripts = measured.get(route)!;
      const largest = scripts.files
        .slice(0, 5)
        .map((file) => `${file.path} ${kib(file.gzip)}`)
        .join(', ');
      expect(
        scripts.gzip,
        `${route}: ${scripts.files.length} files, ${kib(scripts.gzip)} gzip; largest: ${largest}`,
      ).toBeLessThanOrEqual(budget * 1024);
    },
  );
});
