import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { sessionInitScript, signInOverApi, type Person } from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * The activity page (issue 14, spec 2.14, 4.8) in headless Chromium against the production
 * server, as the demo customer: filters by type and provider with chips, Search and Clear All,
 * the filters in the URL (Back restores them), paging, and both exports checked cell by cell
 * against the API's own rows.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let demo: { person: Person; token: string };

interface Row {
  transactionDate: string;
  accountNumber: string;
  provider: string;
  nameOnAccount?: string | null;
  tranType: string;
  tranStatus: string;
  orderNumber?: string | null;
  authCode?: string | null;
  amount: number;
}
interface Paged {
  pagedItems: Row[];
  totalCount: number;
}
interface Filter {
  tranType?: string[];
  provider?: number[];
  phoneProvider?: number[];
  tranStatus?: string[];
}

async function filtered(filter: Filter, pageNumber = 1, pageSize = 10): Promise<Paged> {
  const response = await fetch(`${baseUrl}/api/transaction/filtered`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      pageNumber,
      pageSize,
      tranType: filter.tranType ?? [],
      phoneProvider: filter.phoneProvider ?? [],
      provider: filter.provider ?? [],
      startDate: null,
      endDate: null,
      tranStatus: filter.tranStatus ?? [],
    }),
  });
  const envelope = (await response.json()) as { state: number; data: Paged };
  expect(envelope.state).toBe(1);
  return envelope.data;
}

/** Every row of a filter, 50 at a time (the API's largest page). */
async function allRows(filter: Filter): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { pagedItems, totalCount } = await filtered(filter, page, 50);
    rows.push(...pagedItems);
    if (rows.length >= totalCount || pagedItems.length === 0) return rows;
  }
}

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

const COLUMNS = [
  'Transaction Date',
  'Account#',
  'Provider',
  'Account Name',
  'Type',
  'Status',
  'Receipt Number',
  'Authorization Code',
  'Amount',
];

beforeAll(async () => {
  browser = await launchChromium();
  const { email, password } = (await (
    await fetch(`${baseUrl}/sandbox/api/demo-customer`)
  ).json()) as { email: string; password: string };
  const { token, phone } = await signInOverApi(baseUrl, email, password);
  demo = { token, person: { firstName: 'Demo', lastName: 'Customer', email, phone } as Person };
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, width = 1280) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
    ),
  );
  await context.addInitScript(sessionInitScript(demo.token, demo.person));
  const page: Page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { context, page };
}

const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
/** One column's cells on the page shown (1-based, as the columns above). */
const column = (page: Page, index: number) =>
  table(page).locator(`tbody tr > :nth-child(${index})`).allTextContents();
const range = (page: Page) =>
  page.getByRole('navigation', { name: 'Transactions pages' }).getByRole('status').textContent();
const chips = (page: Page, label: string) =>
  page
    .getByRole('grid', { name: `${label}: chosen` })
    .getByRole('row')
    .allTextContents();

/** Chooses options of a multi-select by mouse, then closes its list with Escape. */
async function choose(page: Page, label: string, options: string[]) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  const list = page.getByRole('listbox');
  for (const option of options) await list.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
}

async function shows(page: Page, expected: { receipts: string[]; total: number }) {
  await expect.poll(() => column(page, 7)).toEqual(expected.receipts);
  const last = expected.receipts.length;
  await expect.poll(() => range(page)).toContain(`of ${expected.total}`);
  expect(last).toBeGreaterThan(0);
}

const receipts = (rows: Row[]) => rows.map((row) => row.orderNumber ?? '');

describe('the activity page', () => {
  it('filters by type and provider with chips; Search, chip removal, Clear All and Back', async () => {
    const [everything, billPays, ttec] = await Promise.all([
      filtered({}),
      filtered({ tranType: ['Billpay'] }),
      filtered({ tranType: ['Billpay'], provider: [1] }),
    ]);
    expect(ttec.totalCount).toBeGreaterThan(0);
    expect(ttec.totalCount).toBeLessThan(billPays.totalCount);
    const { context, page } = await visit('/user/activity');
    await shows(page, { receipts: receipts(everything.pagedItems), total: everything.totalCount });
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(COLUMNS);

    // Providers wait for Bill Pay.
    const providers = page.getByRole('button', { name: / Providers$/ });
    expect(await providers.isDisabled()).toBe(true);
    await page.getByText('Select transaction type (Bill Pay) to filter providers').waitFor();
    await choose(page, 'Transaction Type', ['Bill Pay']);
    expect(await providers.isDisabled()).toBe(false);
    expect(
      await page.getByText('Select transaction type (Bill Pay) to filter providers').count(),
    ).toBe(0);
    expect(
      await page.getByText('Select transaction type (Top Up) to filter carriers').count(),
    ).toBe(1);
    await choose(page, 'Providers', ['T&TEC']);
    expect(await chips(page, 'Transaction Type')).toEqual(['Bill Pay']);
    expect(await chips(page, 'Providers')).toEqual(['T&TEC']);

    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${baseUrl}/user/activity?tranType=Billpay&provider=1`);
    await shows(page, { receipts: receipts(ttec.pagedItems), total: ttec.totalCount });
    expect(new Set(await column(page, 3))).toEqual(new Set(['T&TEC']));
    // The type as 2.14 names it, not the wire's value (#29 defect 11).
    expect(new Set(await column(page, 5))).toEqual(new Set(['Bill Pay']));

    // A chip's remove button, then Search: all bill pays.
    await page
      .getByRole('grid', { name: 'Providers: chosen' })
      .getByRole('button', { name: 'Remove T&TEC' })
      .click();
    expect(await page.getByRole('grid', { name: 'Providers: chosen' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${baseUrl}/user/activity?tranType=Billpay`);
    await shows(page, { receipts: receipts(billPays.pagedItems), total: billPays.totalCount });

    // Back restores the provider filter, chips and rows included.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/user/activity?tranType=Billpay&provider=1`);
    await shows(page, { receipts: receipts(ttec.pagedItems), total: ttec.totalCount });
    await expect.poll(() => chips(page, 'Providers')).toEqual(['T&TEC']);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL(`${baseUrl}/user/activity`);
    expect(await page.getByRole('grid', { name: /: chosen$/ }).count()).toBe(0);
    await shows(page, { receipts: receipts(everything.pagedItems), total: everything.totalCount });
    await context.close();
  });

  it('works by keyboard: a type chosen from its list, Search, a chip removed with Delete', async () => {
    const topUps = await filtered({ tranType: ['TopUps'] });
    const { context, page } = await visit('/user/activity');
    await table(page).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: / Transaction Type$/ }).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        list.getByRole('option', { name: 'Topup' }).evaluate((o) => o === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await chips(page, 'Transaction Type')).toEqual(['Topup']);
    expect(await page.getByRole('button', { name: / Carriers$/ }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/user/activity?tranType=TopUps`);
    await shows(page, { receipts: receipts(topUps.pagedItems), total: topUps.totalCount });

    await page.getByRole('grid', { name: 'Transaction Type: chosen' }).getByRole('row').focus();
    await page.keyboard.press('Delete');
    expect(await page.getByRole('grid', { name: 'Transaction Type: chosen' }).count()).toBe(0);
    await context.close();
  });

  it('pages through, changes the page size, and Back returns to the page before', async () => {
    const [page2, first20] = await Promise.all([filtered({}, 2, 10), filtered({}, 1, 20)]);
    const { context, page } = await visit('/user/activity');
    await table(page).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(`${baseUrl}/user/activity?pageNumber=2`);
    await shows(page, { receipts: receipts(page2.pagedItems), total: page2.totalCount });
    expect(await range(page)).toBe(`11–20 of ${page2.totalCount}`);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await page.waitForURL(`${baseUrl}/user/activity?pageSize=20`);
    await shows(page, { receipts: receipts(first20.pagedItems), total: first20.totalCount });
    expect(first20.pagedItems).toHaveLength(20);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/user/activity?pageNumber=2`);
    await shows(page, { receipts: receipts(page2.pagedItems), total: page2.totalCount });
    await context.close();
  });

  it('downloads the filtered rows as Transactions Report.csv and .xlsx', async () => {
    const filter = { tranType: ['TopUps'], phoneProvider: [1] };
    const rows = await allRows(filter);
    expect(rows.length).toBeGreaterThan(10);
    const { context, page } = await visit('/user/activity?tranType=TopUps&carrier=1&pageNumber=2');
    await table(page).locator('tbody tr').first().waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('Transactions Report.csv');
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      COLUMNS.join(','),
      ...rows.map((row) =>
        [
          ttDate(row.transactionDate),
          row.accountNumber,
          row.provider,
          row.nameOnAccount ?? '',
          row.tranType,
          row.tranStatus,
          row.orderNumber ?? '',
          row.authCode ?? '',
          row.amount.toFixed(2),
        ]
          .map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
          .join(','),
      ),
    ]);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('Transactions Report.xlsx');
    const sheet = firstSheet(await readFile((await xlsx.path())!));
    expect(sheet[0]).toEqual(COLUMNS);
    expect(sheet).toHaveLength(rows.length + 1);
    expect(sheet.slice(1).map((cells) => cells.slice(1, 8))).toEqual(
      rows.map((row) => [
        row.accountNumber,
        row.provider,
        row.nameOnAccount ?? '',
        row.tranType,
        row.tranStatus,
        row.orderNumber ?? '',
        row.authCode ?? '',
      ]),
    );
    // Amounts are numbers (the currency is the cell's format).
    expect(sheet.slice(1).map((cells) => Number(cells[8]))).toEqual(rows.map((row) => row.amount));
    await context.close();
  });

  for (const width of [320, 1280]) {
    it(`passes axe at ${width} px with filters chosen; a phone shows date, account and amount`, async () => {
      const { context, page } = await visit(
        '/user/activity?tranType=Billpay&tranType=TopUps&provider=1&carrier=2&startDate=2026-01-01',
        width,
      );
      await table(page).locator('tbody tr').first().waitFor();
      expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(
        width < 600 ? ['Transaction Date', 'Account#', 'Amount'] : COLUMNS,
      );
      expect(await axeProblems(page)).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      // On a phone the three columns fit: the table does not scroll sideways either.
      if (width < 600) {
        const scroller = page.getByRole('region', { name: 'Transactions' }).last();
        expect(
          await scroller.evaluate((box) => box.scrollWidth - box.clientWidth),
        ).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: `/tmp/yo-activity-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});

/** The cells of an .xlsx's first sheet, row by row, as text (a small zip and XML reader). */
function firstSheet(zip: Buffer): string[][] {
  const files = unzip(zip);
  const xml = files.get('xl/worksheets/sheet1.xml');
  if (!xml) throw new Error(`no sheet in: ${[...files.keys()].join(', ')}`);
  const shared = [
    ...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((m) => textOf(m[1]!));
  return [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const index = [...cell[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const type = /t="(\w+)"/.exec(cell[2]!)?.[1];
      const body = cell[3] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      cells[index] =
        type === 's' ? shared[Number(value)]! : type === 'inlineStr' ? textOf(body) : decode(value);
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
}

function textOf(xml: string) {
  return decode([...xml.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));
}

function decode(text: string) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The files of a zip, read through its central directory (sizes there even with data descriptors). */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + skip;
  }
  return files;
}
