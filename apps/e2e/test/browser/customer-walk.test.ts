import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import {
  registerCustomer,
  sessionInitScript,
  signInDemoCustomer,
  type Person,
} from '../../src/accounts.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * What a demanding customer tripped over at 320 and 1280 px (issue 29, defects 5 to 11), in
 * headless Chromium against the production server.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let context: BrowserContext | undefined;

type Customer = { person: Person; token: string };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A tab at `width` (cookie choice made; a customer's session when given), not yet navigated. */
async function tab(width: number, customer?: Customer): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
    ),
  );
  if (customer) await context.addInitScript(sessionInitScript(customer.token, customer.person));
  return context.newPage();
}

async function open(path: string, width: number, customer?: Customer): Promise<Page> {
  const page = await tab(width, customer);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator('#root[data-started]').waitFor();
  return page;
}

/** Pastes `text` into `field` through the clipboard, as a customer's Ctrl+V does. */
async function paste(page: Page, selector: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.locator(selector).click();
  await page.locator(selector).press('End');
  await page.keyboard.press('Control+V');
}

/** Sets a field's whole value at once, as a browser's autofill does (no key, no paste). */
async function autofill(page: Page, selector: string, text: string) {
  await page.locator(selector).evaluate((input: HTMLInputElement, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

const WRITTEN = ['18685551234', '+18685551234', '+1 (868) 555-1234', '868-555-1234', '555-1234'];

describe('defect 5: a whole phone number pasted or autofilled', () => {
  it('ends as the right number in /quickpay’s phone field', async () => {
    const page = await open('/quickpay', 320);
    for (const text of WRITTEN) {
      await page.locator('#quickpay-phoneNumber').fill('');
      await paste(page, '#quickpay-phoneNumber', text);
      expect(await page.locator('#quickpay-phoneNumber').inputValue(), `pasted ${text}`).toBe(
        '1(868) 555-1234',
      );
      await autofill(page, '#quickpay-phoneNumber', text);
      expect(await page.locator('#quickpay-phoneNumber').inputValue(), `autofilled ${text}`).toBe(
        '1(868) 555-1234',
      );
    }
  });

  it('ends as the right number on /quicktopup, typed as seven local digits or pasted', async () => {
    const page = await open('/quicktopup', 1280);
    await page
      .getByRole('combobox', { name: /Country/ })
      .selectOption({ label: 'Trinidad and Tobago' });
    const field = page.getByRole('textbox', { name: 'Mobile Number' });
    await field.fill('');
    await field.pressSequentially('3051234');
    await field.press('Tab');
    expect(await field.inputValue()).toBe('+1(868) 305-1234');
    await page.getByTestId('topup-carrier').getByText('Carrier: Digicel').waitFor();
    for (const text of WRITTEN) {
      await field.fill('');
      await paste(page, '#topup-mobileNumber', text);
      expect(await field.inputValue(), `pasted ${text}`).toBe('+1(868) 555-1234');
    }
  });
});

describe('defect 6: the payee list', () => {
  it('says it is loading until the payees are there', async () => {
    const page = await tab(320);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Transaction/GetProviders**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/quickpay`, { waitUntil: 'domcontentloaded' });
    const payee = page.getByRole('combobox', { name: 'Payee' });
    await page.locator('#root[data-started]').waitFor();
    await expect.poll(() => payee.getAttribute('aria-busy')).toBe('true');
    await page.getByRole('progressbar', { name: 'Loading payees' }).waitFor();
    release();
    await payee.locator('option', { hasText: 'T&TEC' }).waitFor({ state: 'attached' });
    expect(await payee.getAttribute('aria-busy')).toBeNull();
    expect(await page.getByRole('progressbar', { name: 'Loading payees' }).count()).toBe(0);
  });
});

/** The back-to-top button's box, if it is shown, and what it covers. */
async function backToTopCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return [];
    const box = button.getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top;
    return [...document.querySelectorAll('input, select, textarea, button, a[href]')]
      .filter((element) => element !== button && overlaps(element.getBoundingClientRect()))
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

describe('defect 7: back to top at 320 px', () => {
  it('is not on the payment pages (it is on the others)', async () => {
    for (const [path, count] of [
      ['/contact', 1],
      ['/quickpay', 0],
      ['/quicktopup', 0],
    ] as const) {
      const page = await open(path, 320);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      // Scrolled twice: once for the page to notice, once to settle where it is.
      await page.mouse.wheel(0, -50);
      await page.waitForTimeout(300);
      expect(await page.locator('button[aria-label="Back to top"]').count(), path).toBe(count);
      await context!.close();
    }
  });

  it('never sits over a field, a button or a link on the contact form and About Us', async () => {
    let shown = 0;
    for (const path of ['/contact', '/about']) {
      const page = await open(path, 320);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 150; top < height; top += 60) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(80);
        expect(await backToTopCovers(page), `${path} at ${top}`).toEqual([]);
        if (await page.getByRole('button', { name: 'Back to top' }).isVisible()) shown += 1;
      }
      await context!.close();
    }
    // It is still offered where it covers nothing.
    expect(shown).toBeGreaterThan(0);
  });
});

describe('defects 8, 10, 11: the signed-in pages', () => {
  let demo: Customer;
  beforeAll(async () => {
    demo = await signInDemoCustomer(baseUrl);
  });

  it('8: the drawer’s background runs the page’s full height at 1280 px', async () => {
    const page = await open('/user/activity', 1280, demo);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    const { column, page: pageHeight } = await page.evaluate(() => {
      // A drawer link, then its ancestors up to the column beside the main one.
      const nav = document.querySelector('a[href="/user/account"]');
      let side = nav as HTMLElement | null;
      // The drawer's column: the ancestor beside the main column.
      while (
        side &&
        side.parentElement &&
        !side.parentElement.contains(document.getElementById('main'))
      )
        side = side.parentElement;
      const painted = [side, ...(side ? [...side.querySelectorAll<HTMLElement>('*')] : [])].filter(
        (element) => element && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      const bottom = Math.max(
        ...painted.map((element) => element!.getBoundingClientRect().bottom + window.scrollY),
      );
      return { column: bottom, page: document.documentElement.scrollHeight };
    });
    expect(column).toBeGreaterThanOrEqual(pageHeight - 1);
  });

  it('11: activity names the types, separates thousands and keeps cells on one line', async () => {
    const page = await open('/user/activity', 1280, demo);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    // Each cell's text and how many lines it takes (the distinct tops of its text's boxes).
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.children].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
          return { text: (cell as HTMLElement).innerText, lines: tops.size };
        }),
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    // …and the whole table still fits: nothing to scroll sideways for.
    const overflow = await table.evaluate((element) => {
      const frame = element.parentElement!;
      return Math.max(element.scrollWidth, frame.scrollWidth) - frame.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const types = new Set(rows.map((cells) => cells[4]!.text));
    expect([...types].sort()).toEqual(['Bill Pay', 'Topup']);
    for (const cells of rows) {
      expect(cells[8]!.text).toMatch(/^TTD \$\d{1,3}(,\d{3})*\.\d{2}$/);
      // The date, the account and the amount each on one line.
      for (const index of [0, 1, 8]) expect(cells[index]!.lines, cells[index]!.text).toBe(1);
    }
  });

  it('11: the chart’s table writes amounts with thousands separators', async () => {
    const page = await open('/user', 1280, demo);
    const stats = page.getByRole('region', { name: 'Monthly Stats' });
    await stats.locator('svg rect').first().waitFor();
    const cells = await stats.locator('table td').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toMatch(/^TTD \$\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('10: top-up offers the customer’s own number in one press', async () => {
    const page = await open('/user/topup', 320, demo);
    await page
      .getByRole('combobox', { name: /Country/ })
      .selectOption({ label: 'Trinidad and Tobago' });
    const own = demo.person.phone.replace(/\D/g, '');
    const shown = `+${own[0]}(${own.slice(1, 4)}) ${own.slice(4, 7)}-${own.slice(7)}`;
    await page.getByRole('button', { name: `Top up my number: ${shown}` }).click();
    expect(await page.getByRole('textbox', { name: 'Mobile Number' }).inputValue()).toBe(shown);
  });

  it('11: a new customer: Add Payment Method with its required fields marked, and a chart that says there is nothing yet', async () => {
    const fresh = await registerCustomer(baseUrl);
    const page = await open('/user', 1280, fresh);
    const stats = page.getByRole('region', { name: 'Monthly Stats' });
    await stats
      .getByText(
        'Nothing to show yet. Your bill payments and top-ups of the last 6 months will appear here.',
      )
      .waitFor();
    expect(await stats.getByText('$0', { exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/user/account`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.waitFor();
    for (const name of ['Address Line 1', 'City']) {
      expect(await dialog.getByRole('textbox', { name }).getAttribute('aria-required'), name).toBe(
        'true',
      );
    }
    expect(await page.getByRole('dialog', { name: 'Edit Payment Method' }).count()).toBe(0);
  });
});

describe('defects 9 and 11: the public pages', () => {
  it('9: the mobile menu names each page once', async () => {
    const page = await open('/', 320);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const links = await page
      .getByRole('navigation', { name: 'Main' })
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors
          .filter((anchor) => (anchor as HTMLElement).offsetParent !== null)
          .map((anchor) => ({
            name: (anchor as HTMLElement).innerText.trim(),
            href: anchor.getAttribute('href'),
          })),
      );
    expect(links.length).toBeGreaterThan(5);
    const hrefsByName = new Map<string, Set<string | null>>();
    for (const link of links) {
      hrefsByName.set(link.name, (hrefsByName.get(link.name) ?? new Set()).add(link.href));
    }
    for (const [name, hrefs] of hrefsByName) expect([...hrefs], name).toHaveLength(1);
    expect(links.filter((link) => link.name === 'Bill Pay')).toHaveLength(1);
    expect(links.filter((link) => link.name === 'Top Up')).toHaveLength(1);
  });

  it('11: the home page, /topup and the top-up form name the same limits', async () => {
    const range = (text: string) => {
      const match = /from \$(\d[\d,]*(?:\.\d+)?) to \$(\d[\d,]*(?:\.\d+)?)/.exec(text);
      return match
        ? [Number(match[1]!.replace(/,/g, '')), Number(match[2]!.replace(/,/g, ''))]
        : null;
    };
    const home = await open('/', 1280);
    const onHome = range(
      /bmobile numbers (from .*)/.exec(await home.locator('main').innerText())![1]!,
    );
    await context!.close();
    const info = await open('/topup', 1280);
    const onInfo = range(
      /Online top-ups are (from .*)/.exec(await info.locator('main').innerText())![1]!,
    );
    await context!.close();
    const form = await open('/quicktopup', 1280);
    await form
      .getByRole('combobox', { name: /Country/ })
      .selectOption({ label: 'Trinidad and Tobago' });
    const field = form.getByRole('textbox', { name: 'Mobile Number' });
    await field.click();
    await field.press('End');
    await field.pressSequentially('3051234');
    await form.getByTestId('topup-carrier').getByText('Carrier: Digicel').waitFor();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    const hint = await form.locator('#topup-amount').evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });
    const onForm = range(hint);
    const presets = (await form.getByRole('radio').allTextContents())
      .map((text) => Number(text.replace(/[^\d.]/g, '')))
      .filter((amount) => amount > 0);
    expect(onHome).not.toBeNull();
    expect(onInfo).toEqual(onHome);
    expect(onForm).toEqual(onHome);
    for (const amount of presets) {
      expect(amount).toBeGreaterThanOrEqual(onForm![0]!);
      expect(amount).toBeLessThanOrEqual(onForm![1]!);
    }
  });
});
