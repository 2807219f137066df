import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import {
  registerCustomer,
  sessionInitScript,
  signInOverApi,
  type Person,
} from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * The dashboard (issue 14, spec 2.13, 4.8) in headless Chromium against the production server:
 * the demo customer's three cards checked against the API's own answers, a View More to a
 * pre-filtered activity, the stats' View More, and a new customer's two empty states.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let demo: { person: Person; token: string };

interface Row {
  transactionDate: string;
  accountNumber: string;
  provider: string;
  tranType: string;
  tranStatus: string;
  amount: number;
}

/** The demo customer (GET /sandbox/api/demo-customer), signed in over the API. */
async function signInDemo(): Promise<{ person: Person; token: string }> {
  const { email, password } = (await (
    await fetch(`${baseUrl}/sandbox/api/demo-customer`)
  ).json()) as { email: string; password: string };
  const { token, phone } = await signInOverApi(baseUrl, email, password);
  const person = { firstName: 'Demo', lastName: 'Customer', email, phone } as Person;
  return { person, token };
}

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { state: number; data: T };
  expect(envelope.state).toBe(1);
  return envelope.data;
}

const filter = (tranType: string[]) => ({
  pageNumber: 1,
  pageSize: 10,
  tranType,
  phoneProvider: [],
  provider: [],
  startDate: null,
  endDate: null,
  tranStatus: [],
});

/** 'YYYY-MM-DD h:mm A' in Trinidad and Tobago's time, written here rather than with the app's code. */
function ttDate(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Port_of_Spain',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toUpperCase()}`;
}

/** 18684561234 → 1(868) 456-1234. */
const phoneFormat = (d: string) => `${d[0]}(${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 11)}`;
/** An amount as the stats table shows it, with thousands separators (#29 defect 11). */
const money = (amount: number) =>
  `TTD $${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  browser = await launchChromium();
  demo = await signInDemo();
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, width: number, who = demo) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
    ),
  );
  await context.addInitScript(sessionInitScript(who.token, who.person));
  const page: Page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { context, page };
}

describe('the dashboard', () => {
  it('shows the five latest bill pays and top-ups, then the chart, as the API has them', async () => {
    const [billPays, topUps, stats] = await Promise.all([
      api<{ pagedItems: Row[] }>('transaction/filtered', demo.token, filter(['Billpay'])),
      api<{ pagedItems: Row[] }>('transaction/filtered', demo.token, filter(['TopUps'])),
      api<{ month: string; billPay: number; topUps: number }[]>(
        'transaction/getmonthlystats',
        demo.token,
      ),
    ]);
    expect(billPays.pagedItems.length).toBeGreaterThanOrEqual(5);
    expect(topUps.pagedItems.length).toBeGreaterThanOrEqual(5);
    const { context, page } = await visit('/user', 1280);
    const cards = [
      { name: 'Recent Bill Pay', rows: billPays.pagedItems.slice(0, 5), phone: false },
      { name: 'Recent Topups', rows: topUps.pagedItems.slice(0, 5), phone: true },
    ];
    for (const card of cards) {
      const region = page.getByRole('region', { name: card.name });
      const items = region.getByRole('list', { name: card.name }).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(5);
      for (const [index, row] of card.rows.entries()) {
        const item = items.nth(index);
        const text = await item.textContent();
        const account = card.phone ? phoneFormat(row.accountNumber) : row.accountNumber;
        expect(text).toBe(
          `${account}${money(row.amount)}${ttDate(row.transactionDate)}${row.provider}`,
        );
        const icon = item.getByRole('img');
        expect(await icon.getAttribute('aria-label')).toBe(row.tranStatus);
        const tone =
          row.tranStatus === 'Successful'
            ? 'success'
            : row.tranStatus === 'Failed'
              ? 'error'
              : 'warning';
        expect(await icon.getAttribute('data-tone')).toBe(tone);
      }
    }
    // The status as a tooltip: on keyboard focus too.
    const firstIcon = page
      .getByRole('region', { name: 'Recent Bill Pay' })
      .getByRole('img')
      .first();
    await firstIcon.focus();
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toBe(billPays.pagedItems[0]!.tranStatus);

    // Monthly Stats: the chart drawn, its table with the API's six months.
    const statsCard = page.getByRole('region', { name: 'Monthly Stats' });
    await statsCard.locator('svg rect').first().waitFor();
    const table = statsCard.getByRole('table', { name: 'Last 6 Month Stats' });
    const rows = await table.getByRole('row').allTextContents();
    expect(stats).toHaveLength(6);
    expect(rows).toEqual([
      'MonthBill PayTop Up',
      ...stats.map((s) => `${s.month}${money(s.billPay)}${money(s.topUps)}`),
    ]);
    await page.screenshot({ path: '/tmp/yo-dashboard-1280.png', fullPage: true });
    await context.close();
  });

  it("View More opens the activity filtered to the card's type; the stats' to Captured", async () => {
    const { context, page } = await visit('/user', 1280);
    await page
      .getByRole('region', { name: 'Recent Topups' })
      .getByRole('link', { name: 'View More Recent Topups' })
      .click();
    await page.waitForURL(`${baseUrl}/user/activity?tranType=TopUps`);
    const types = page.getByRole('grid', { name: 'Transaction Type: chosen' });
    await expect.poll(() => types.getByRole('row').allTextContents()).toEqual(['Topup']);
    const table = page.getByRole('table', { name: 'Transactions' });
    await page.waitForLoadState('networkidle');
    await table.getByRole('row').nth(1).waitFor();
    const typeCells = await table.locator('tbody tr > :nth-child(5)').allTextContents();
    expect(typeCells.length).toBe(10);
    // The type as 2.14 names it, not the wire's value (#29 defect 11).
    expect(new Set(typeCells)).toEqual(new Set(['Topup']));

    await page.goBack();
    await page.waitForURL(`${baseUrl}/user`);
    await page
      .getByRole('region', { name: 'Monthly Stats' })
      .getByRole('link', { name: 'View More Monthly Stats' })
      .click();
    await page.waitForURL(
      /\/user\/activity\?startDate=\d{4}-\d{2}-01&endDate=\d{4}-\d{2}-\d{2}&tranStatus=Captured$/,
    );
    const url = new URL(page.url());
    const start = url.searchParams.get('startDate')!;
    const end = url.searchParams.get('endDate')!;
    expect(end).toBe(ttDate(new Date().toISOString()).slice(0, 10));
    const months =
      (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
      Number(end.slice(5, 7)) -
      Number(start.slice(5, 7));
    expect(months).toBe(5);
    const status = page.getByRole('grid', { name: 'Status: chosen' });
    await expect.poll(() => status.getByRole('row').allTextContents()).toEqual(['Captured']);
    await page.waitForLoadState('networkidle');
    await table.getByRole('row').nth(1).waitFor();
    const statusCells = await table.locator('tbody tr > :nth-child(6)').allTextContents();
    expect(new Set(statusCells)).toEqual(new Set(['Captured']));
    await context.close();
  });

  it('a new customer sees both empty states; their buttons lead to Bill Pay and Top Up', async () => {
    const fresh = await registerCustomer(baseUrl);
    for (const [card, message, button, path] of [
      [
        'Recent Bill Pay',
        'You have not made any bill pay transactions',
        'Pay Bills Now',
        '/user/billpay',
      ],
      ['Recent Topups', 'You have not made any topup transactions', 'Topup Now', '/user/topup'],
    ] as const) {
      const { context, page } = await visit('/user', 320, fresh);
      const region = page.getByRole('region', { name: card });
      await region.getByText(message, { exact: true }).waitFor();
      // View More is disabled: a disabled button, no address to follow.
      const viewMore = region.getByRole('button', { name: `View More ${card}` });
      expect(await viewMore.isDisabled()).toBe(true);
      expect(await region.getByRole('link', { name: `View More ${card}` }).count()).toBe(0);
      await region.getByRole('link', { name: button }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await context.close();
    }
  });

  for (const width of [320, 1280]) {
    it(`passes axe at ${width} px, the chart and the empty states included`, async () => {
      const { context, page } = await visit('/user', width);
      await page
        .getByRole('region', { name: 'Monthly Stats' })
        .locator('svg rect')
        .first()
        .waitFor();
      expect(await axeProblems(page)).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/yo-dashboard-${width}.png`, fullPage: true });
      await context.close();
      const fresh = await visit('/user', width, await registerCustomer(baseUrl));
      await fresh.page.getByText('You have not made any topup transactions').waitFor();
      expect(await axeProblems(fresh.page)).toEqual([]);
      await fresh.context.close();
    });
  }
});
