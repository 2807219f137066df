import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { registerCustomer, sessionInitScript, type Person } from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * The signed-in frame (issue 12, spec 2.12) in headless Chromium against the production server:
 * a customer registered over the real API, its session put in the tab as the app stores it. The
 * frame at 320 and 1280 px, the drawer by keyboard, the contact form, log out, and the session
 * ending under the customer (spec 4.3).
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let customer: { person: Person; token: string };

beforeAll(async () => {
  browser = await launchChromium();
  customer = await registerCustomer(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

/** 18685550123 → +1(868) 555-0123, written out here rather than with the app's formatter. */
function displayedPhone(digits: string) {
  return `+${digits[0]}(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 11)}`;
}

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A tab at `width` holding `who`'s session (and the cookie choice made), opened at `path`. */
async function signedInVisit(
  path: string,
  width: number,
  who: { person: Person; token: string } = customer,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
    ),
  );
  await context.addInitScript(sessionInitScript(who.token, who.person));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { context, page, problems };
}

const pages = [
  { path: '/user', title: 'Dashboard', heading: /^Dashboard$/, current: 'Dashboard' },
  {
    path: '/user/aboutus',
    title: 'About Us',
    heading: /Payments made for Trinidad and Tobago/,
    current: 'About Us',
  },
  { path: '/user/contactus', title: 'Contact Us', heading: /here to help/, current: 'Contact Us' },
  { path: '/user/faq', title: 'FAQs', heading: /^FAQs$/, current: 'FAQs' },
];

const drawerItems = [
  'Dashboard',
  'Bill Pay',
  'Top Up',
  'Activity',
  'Account',
  'About Us',
  'Contact Us',
  'FAQs',
];

async function pageWiderThanScreen(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('the signed-in frame', () => {
  for (const width of [320, 1280]) {
    for (const route of pages) {
      it(`${route.path} at ${width} px: title, heading, the customer, the drawer, axe`, async () => {
        const { context, page, problems } = await signedInVisit(route.path, width);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.textContent()).toMatch(route.heading);
        await expect.poll(() => page.title()).toBe(`Yo | ${route.title}`);
        expect(new URL(page.url()).pathname).toBe(route.path);

        // The app bar: initials on phones, the full name and phone from the tablet width up.
        const bar = page.getByRole('banner');
        expect(await bar.getByText('AO', { exact: true }).isVisible()).toBe(true);
        const name = bar.getByText(`${customer.person.firstName} ${customer.person.lastName}`);
        const phone = bar.getByText(displayedPhone(customer.person.phone), { exact: true });
        expect(await name.count()).toBe(1);
        expect(await phone.count()).toBe(1);
        // Name and phone share one box: visually hidden on phones (screen readers still read it).
        const identityWidth = (await name.locator('..').boundingBox())?.width ?? 0;
        if (width >= 600) expect(identityWidth).toBeGreaterThan(100);
        else expect(identityWidth).toBeLessThanOrEqual(1);
        expect(await bar.getByRole('link', { name: 'Yo, Dashboard' }).getAttribute('href')).toBe(
          '/user',
        );

        const nav = page.getByRole('navigation', { name: 'Main' });
        if (width >= 960) {
          // Permanent: beside the page, 240 px, no button to open it.
          expect((await nav.boundingBox())?.width).toBe(240);
          expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
        } else {
          expect(await nav.count()).toBe(0);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Main' }).waitFor();
        }
        expect(await nav.getByRole('link').allTextContents()).toEqual(
          expect.arrayContaining(drawerItems),
        );
        expect(await nav.locator('a[aria-current="page"]').allTextContents()).toEqual([
          route.current,
        ]);
        // With the temporary drawer open as well: nothing serious for axe either way.
        expect(await axeProblems(page)).toEqual([]);
        expect(await pageWiderThanScreen(page)).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('shows Back to top once the page is scrolled past 100 px', async () => {
    const { context, page } = await signedInVisit('/user/aboutus', 320);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const back = page.getByRole('button', { name: 'Back to top' });
    expect(await back.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(200);
    expect(await back.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await back.waitFor();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('the temporary drawer by keyboard (320 px)', () => {
  it('opens from the app bar, keeps Tab inside, closes on Escape, and navigates and closes', async () => {
    const { context, page } = await signedInVisit('/user', 320);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const open = page.getByRole('button', { name: 'Open menu' });
    // The skip link comes first, then the drawer's button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Tab');
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Main' });
    await dialog.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');

    // Focus stays in the drawer, all the way round and back.
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

    // Choosing a page goes there and closes the drawer.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const topUp = dialog.getByRole('link', { name: 'Top Up' });
    await topUp.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/user\/topup$/);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'Top Up',
    );
    await expect.poll(() => page.title()).toBe('Yo | Top Up');
    await context.close();
  });
});

describe('the contact form inside the frame', () => {
  it("has the customer's name and email filled in", async () => {
    const { context, page } = await signedInVisit('/user/contactus', 1280);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /NAME/ }).inputValue()).toBe(
      `${customer.person.firstName} ${customer.person.lastName}`,
    );
    expect(await form.getByRole('textbox', { name: /EMAIL/ }).inputValue()).toBe(
      customer.person.email,
    );
    expect(await form.getByRole('textbox', { name: /MESSAGE/ }).inputValue()).toBe('');
    await context.close();
  });
});

describe('the session', () => {
  it('sends a signed-in visit to a public page to /user', async () => {
    const { context, page } = await signedInVisit('/about', 1280);
    await page.waitForURL(/\/user$/);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('logs out from the app bar menu by keyboard: /, the stored items gone, the token refused', async () => {
    const own = await registerCustomer(baseUrl);
    const { context, page } = await signedInVisit('/user/account', 1280, own);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await logOut.waitFor();
    expect(await logOut.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Pay bills/ }).waitFor();
    const stored = await page.evaluate(() => ({
      userToken: sessionStorage.getItem('yo.userToken'),
      user: sessionStorage.getItem('yo.user') ?? localStorage.getItem('yo.user'),
      anonymousToken: sessionStorage.getItem('yo.anonymousToken'),
    }));
    expect(stored.userToken).toBeNull();
    expect(stored.user).toBeNull();
    expect(stored.anonymousToken ?? '').not.toContain(own.token);
    expect(await page.getByText('Session Expired. Please login again').count()).toBe(0);
    // The server no longer takes the old token.
    const refused = await fetch(`${baseUrl}/api/customers/getbyuserid`, {
      headers: { authorization: `Bearer ${own.token}` },
    });
    expect(refused.status).toBe(401);
    await context.close();
  });

  /** Types a message on /user/contactus and sends it, after `end` ends the session. */
  async function sendAfter(end: (page: Page, token: string) => Promise<void>) {
    const own = await registerCustomer(baseUrl);
    const { context, page } = await signedInVisit('/user/contactus', 320, own);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /MESSAGE/ }).fill('Where is my receipt?');
    await end(page, own.token);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Session Expired. Please login again').waitFor();
    await page.waitForURL(/\/login\?next=%2Fuser%2Fcontactus$/);
    expect(await page.evaluate(() => sessionStorage.getItem('yo.userToken'))).toBeNull();
    await context.close();
  }

  it("on a POST with an expired token says 'Session Expired. Please login again', then /login", async () => {
    await sendAfter(async (page) => {
      // A stored token whose JWT `exp` is in the past: the app checks it before calling.
      await page.evaluate(() => {
        const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }))
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_');
        sessionStorage.setItem(
          'yo.userToken',
          JSON.stringify({ token: `eyJhbGciOiJIUzI1NiJ9.${payload}.expired` }),
        );
      });
    });
  });

  it('does the same when the server refuses the token', async () => {
    await sendAfter(async (_page, token) => {
      // The session is revoked on the server while the page is open.
      const answer = await fetch(`${baseUrl}/api/users/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(answer.status).toBe(200);
    });
  });
});
