import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { registerCustomer, sessionInitScript } from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';
import { cookieChoiceMade, holdAppScripts } from '../../src/visits.js';

/**
 * The public site (issue 7) in headless Chromium against the production server: every public
 * route at 320 and 1280 px, the menus, footer, redirects, 404, banners, cookie consent and opt-out.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const routes: Array<{ path: string; title: string; heading: RegExp }> = [
  { path: '/', title: 'Home', heading: /Pay bills, top up and give/ },
  { path: '/about', title: 'About Us', heading: /Payments made for Trinidad and Tobago/ },
  { path: '/donate', title: 'Donate', heading: /Give to causes/ },
  { path: '/contact', title: 'Contact Us', heading: /here to help/ },
  { path: '/optout', title: 'Cookie Preferences', heading: /Your cookie choices/ },
  { path: '/billpay', title: 'Bill Pay', heading: /Pay your bills/ },
  { path: '/topup', title: 'Top Up', heading: /Top up any Digicel or bmobile/ },
  { path: '/partners', title: 'Collect Payments', heading: /Get paid by every customer/ },
  { path: '/faq', title: 'FAQs', heading: /^FAQs$/ },
  { path: '/agents', title: 'Become an Agent', heading: /Earn with every bill/ },
  { path: '/collect-donations', title: 'Collect Donations', heading: /easy for people to give/ },
  { path: '/payment-gateway', title: 'Payment Gateway', heading: /on your own website/ },
  { path: '/case-studies', title: 'Partner Stories', heading: /How businesses grow/ },
  {
    path: '/case-studies/solis-credit',
    title: 'Partner Stories: Solis Credit',
    heading: /^Solis Credit$/,
  },
  {
    path: '/case-studies/made-technologies',
    title: 'Partner Stories: MADE Technologies',
    heading: /^MADE Technologies$/,
  },
  {
    path: '/case-studies/cj-cubes-wholesale',
    title: 'Partner Stories: CJ Cubes Wholesale',
    heading: /^CJ Cubes Wholesale$/,
  },
  { path: '/secure', title: 'Security', heading: /money and your data, protected/ },
  { path: '/OnboardingDocuments', title: 'Onboarding Documents', heading: /start collecting/ },
  {
    path: '/AgentOnboardingDocuments',
    title: 'Agent Onboarding Documents',
    heading: /document checklist/,
  },
  { path: '/AgentLocations', title: 'Agent Locations', heading: /Find a Yo agent/ },
  { path: '/scan2pay', title: 'Scan2Pay', heading: /QR code that gets you paid/ },
  { path: '/scan2payGnS', title: 'Pay For Goods', heading: /Scan it and pay/ },
];

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A fresh visitor (own storage) at a width; the cookie choice is made unless asked not to. */
async function visit(
  path: string,
  width: number,
  options: { consent?: boolean; session?: string } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    serviceWorkers: 'block',
  });
  if (options.consent !== false) {
    await cookieChoiceMade(context);
  }
  if (options.session) await context.addInitScript(options.session);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // A prerendered page shows before it works: wait until the app has hydrated (or rendered) it.
  await page.locator('#root[data-started]').waitFor();
  return { context, page, problems };
}

// Independent fresh visitors, a few at a time (the config's maxConcurrency): most of a visit is
// waiting for the network to settle. Each test asserts with its own expect, as concurrent tests must.
describe.concurrent('every public route', () => {
  for (const width of [320, 1280]) {
    for (const route of routes) {
      it(`${route.path} at ${width} px: heading, title, no console error, no serious axe issue`, async ({
        expect,
      }) => {
        const { context, page, problems } = await visit(route.path, width);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.textContent()).toMatch(route.heading);
        expect(await page.title()).toBe(`Yo | ${route.title}`);
        expect(new URL(page.url()).pathname).toBe(route.path);
        if (route.path === '/AgentLocations') {
          await page
            .getByRole('link', { name: /^Map of / })
            .first()
            .waitFor();
        }
        expect(await axeProblems(page)).toEqual([]);
        // Nothing is wider than the screen, and every table fits its frame without sideways scrolling.
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          tables: [...document.querySelectorAll('[role="region"]:has(> table)')]
            .filter((frame) => frame.scrollWidth > frame.clientWidth)
            .map((frame) => frame.getAttribute('aria-label')),
        }));
        expect(overflow).toEqual({ page: 0, tables: [] });
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('prerendered pages', () => {
  it('paint every public page, titled and headed, before any script runs', async () => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const route of routes) {
      const response = await page.goto(`${baseUrl}${route.path}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`Yo | ${route.title}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(route.heading);
      // The header and the footer come with it.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    }
    // So do the payment and sign-in pages, with their first step (or its loader).
    for (const [path, title] of [
      ['/quickpay', 'Quick Bill Pay'],
      ['/quicktopup', 'Quick Top Up'],
      ['/login', 'Login'],
      ['/signup', 'Sign Up'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.title()).toBe(`Yo | ${title}`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    // Any other path gets the app's plain shell, which the app renders when it starts.
    await page.goto(`${baseUrl}/quickpay/1`);
    expect(await page.title()).toBe('Yo');
    expect(await page.getByRole('heading').count()).toBe(0);
    await context.close();
  });

  it('have every chunk of their first screen preloaded by the page: the app adds none as it starts', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 900 },
      serviceWorkers: 'block',
    });
    await cookieChoiceMade(context);
    // What the page adds to its head, in order: module preloads and module scripts.
    await context.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { yoAddedModules: added });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              added.push(`preload ${new URL(node.href).pathname}`);
            if (node instanceof HTMLScriptElement && node.type === 'module')
              added.push(`entry ${new URL(node.src).pathname}`);
          }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/quickpay', '/quicktopup', '/login', '/signup', '/AgentLocations']) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await page.locator('#root[data-started]').waitFor();
      // The page's route table holds its own route only.
      const table = JSON.parse((await page.locator('#yo-route-chunks').textContent()) ?? '{}');
      expect(Object.keys(table), path).toEqual([path.toLowerCase()]);
      const added = await page.evaluate(
        () => (window as unknown as { yoAddedModules: string[] }).yoAddedModules,
      );
      const entryAt = added.findIndex((item) => item.startsWith('entry '));
      expect(entryAt, path).toBeGreaterThan(0);
      const entry = added[entryAt]!.slice('entry '.length);
      // Vite's preload helper may list the entry, which is already running; nothing else.
      expect(
        added.slice(entryAt + 1).filter((item) => item !== `preload ${entry}`),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});

describe('the contact form', () => {
  it('keeps what was typed before the page started, and sends it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await cookieChoiceMade(context);
    // The app's scripts are held back, as on a slow phone, while the visitor types.
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
    await page.locator('#contact-name').fill('Early Typist');
    await page.locator('#contact-email').fill('early@example.tt');
    await page.locator('#contact-message').fill('Typed before the page had started.');
    expect(await page.locator('#root[data-started]').count()).toBe(0);
    release();
    await page.locator('#root[data-started]').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText("Message sent. Thank you for contacting Yo's support.").waitFor();
    await context.close();
  });
});

describe('the home carousels', () => {
  it('offer a pause button where they play by themselves: wide screens, not phones', async () => {
    for (const [width, count] of [
      [1280, 1],
      [320, 0],
    ] as const) {
      const { context, page } = await visit('/', width);
      const featured = page.getByRole('region', { name: 'Featured' });
      await featured.waitFor();
      expect(await featured.getByRole('button', { name: 'Pause slide show' }).count()).toBe(count);
      await context.close();
    }
  });
});

describe('the header menus', () => {
  it('open with the mouse and the keyboard on wide screens and navigate client-side', async () => {
    const { context, page } = await visit('/', 1280);
    const main = page.getByRole('navigation', { name: 'Main' });
    const business = page.getByRole('button', { name: 'Business' });
    expect(await business.getAttribute('aria-expanded')).toBe('false');
    await business.click();
    expect(await business.getAttribute('aria-expanded')).toBe('true');
    const links = main.getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Collect Payments',
      'Scan2Pay',
      'Payment Gateway',
      'Collect Donations',
      'Become an Agent',
      'Partner Stories',
      'Onboarding Documents',
      'Agent Onboarding Documents',
      'Log in',
    ]);
    // A mark on the window survives client-side navigation only, not a page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await main.getByRole('link', { name: 'Partner Stories' }).click();
    await page.waitForURL(/\/case-studies$/);
    // A followed link closes its list, and the app navigated without loading a page.
    await expect.poll(() => business.getAttribute('aria-expanded')).toBe('false');
    expect(await main.getByRole('link', { name: 'Partner Stories' }).isVisible()).toBe(false);

    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.focus();
    await page.keyboard.press('Enter');
    expect(await pay.getAttribute('aria-expanded')).toBe('true');
    // Pay's pages explain the services; Quick Pay's 'Bill Pay' and 'Top Up' pay (#29 defect 9).
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'How Bill Pay Works',
      'How Top Up Works',
      'Pay For Goods',
      'Agent Locations',
      'Donate',
      'Log in',
    ]);
    // Down from the button enters the list; Down and Up move through it.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown'])
      await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/AgentLocations$/);
    await expect.poll(() => pay.getAttribute('aria-expanded')).toBe('false');

    // Escape closes an open list and gives focus back to its button.
    const quickPay = page.getByRole('button', { name: 'Quick Pay' });
    await quickPay.click();
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Bill Pay',
      'Top Up',
      'Log in',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await quickPay.getAttribute('aria-expanded')).toBe('false');
    expect(await quickPay.evaluate((button) => button === document.activeElement)).toBe(true);
    // A click elsewhere closes it too.
    await quickPay.click();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await quickPay.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });

  it('collapse to a menu button on small screens, operable by touch', async () => {
    const { context, page } = await visit('/', 320);
    expect(await page.getByRole('button', { name: 'Business' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    for (const name of ['Collect Payments', 'Pay For Goods', 'Agent Onboarding Documents']) {
      expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await axeProblems(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Donate' }).click();
    await page.waitForURL(/\/donate$/);
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.count()).toBe(0);
    await context.close();
  });
});

describe('the footer', () => {
  it('links the pages and documents of spec 2.2 with the copyright years', async () => {
    const { context, page } = await visit('/faq', 1280);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about',
      '/contact',
      '/optout',
      '/faq',
      '/secure',
      '/api/document/yo-terms-and-conditions',
      '/api/document/yo-privacy-policy',
    ]);
    expect(await footer.textContent()).toContain(`2005–${new Date().getFullYear()}`);
    const terms = await fetch(`${baseUrl}/api/document/yo-terms-and-conditions`);
    expect(terms.status).toBe(200);
    const privacy = await fetch(`${baseUrl}/api/document/yo-privacy-policy`);
    expect(privacy.status).toBe(200);
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(/\/about$/);
    expect(await page.title()).toBe('Yo | About Us');
    await context.close();
  });
});

describe('routing rules', () => {
  it('redirects unknown paths to /', async () => {
    const { context, page } = await visit('/no-such-page', 1280);
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('shows the 404 inside the shell with Go Back', async () => {
    const { context, page } = await visit('/about', 1280);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/faq/no-such-question');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('404 Page not found');
    expect(await page.title()).toBe('Yo | Page not found');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(/\/about$/);
    await context.close();
  });

  it('sends an unknown case study to the payment gateway page', async () => {
    const { context, page } = await visit('/case-studies/not-a-partner', 320);
    await page.waitForURL(/\/payment-gateway$/);
    expect(await page.title()).toBe('Yo | Payment Gateway');
    await context.close();
  });

  it('sends a visitor with a stored session to /user', async () => {
    const { person, token } = await registerCustomer(baseUrl);
    const { context, page } = await visit('/donate', 1280, {
      session: sessionInitScript(token, person),
    });
    await page.waitForURL(/\/user$/);
    // It stays there: the session is a real one.
    await expect.poll(() => page.title()).toBe('Yo | Dashboard');
    expect(new URL(page.url()).pathname).toBe('/user');
    await context.close();
  });

  it('links the donate buttons to quick pay with each charity', async () => {
    const { context, page } = await visit('/donate', 1280);
    const hrefs = await page
      .getByRole('link', { name: /^Donate to / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/quickpay/33/DONATECADV',
      '/quickpay/22/DONATEAWN',
      '/quickpay/170/DONATEITNAC',
      '/quickpay/266/DONATESEWA',
    ]);
    await context.close();
  });
});

describe('onboarding documents', () => {
  it('show type, description and required on a computer, and the description under the type on a phone', async () => {
    for (const [width, headers] of [
      [1280, ['Type of document', 'Description', 'Required']],
      [320, ['Type of document', 'Required']],
    ] as const) {
      const { context, page } = await visit('/AgentOnboardingDocuments', width);
      const table = page.getByRole('table').first();
      await table.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(headers);
      const firstRow = table.getByRole('row').nth(1);
      expect(await firstRow.textContent()).toMatch(
        /^Signed agent agreement.*signed by the owner.*YES$/,
      );
      await context.close();
    }
  });
});

describe('agent locations', () => {
  /** /AgentLocations once its rows have come (their map links are the last to render). */
  async function visitAgents(width: number) {
    const visited = await visit('/AgentLocations', width);
    await visited.page
      .getByRole('link', { name: /^Map of / })
      .first()
      .waitFor();
    return { ...visited, table: visited.page.getByRole('table', { name: 'Yo agents' }) };
  }

  it('lists more than 120 agents from the agent listing, searchable by name or city and sortable', async () => {
    const { context, page, table } = await visitAgents(1280);
    const rows = () => table.getByRole('row');
    expect(await rows().count()).toBe(11); // the header and a page of 10
    expect(await page.getByTestId('agent-table').textContent()).toMatch(/of 1[2-9]\d/);
    await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Scarborough');
    await expect.poll(async () => (await rows().count()) - 1).toBe(8);
    for (const row of (await rows().allTextContents()).slice(1))
      expect(row).toContain('Scarborough');
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    // A press anywhere in the header sorts (its button covers it).
    await nameHeader.click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await context.close();
  });

  it('says the table is loading while a slow listing comes, with no full-screen loader over the page', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await cookieChoiceMade(context);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/document/**', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/AgentLocations`);
    await page.locator('#root[data-started]').waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading agents…' }).waitFor();
    // Well past the full-screen loader's delay (300 ms): it never opens for this page.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Find a Yo agent near you' }).click();
    release();
    await page.getByRole('table', { name: 'Yo agents' }).getByRole('row').nth(1).waitFor();
    await context.close();
  });

  it('is a table with sort buttons that Tab reaches, aria-sort on the sorted column only', async () => {
    const { context, page, table } = await visitAgents(1280);
    const sortable = ['Name', 'Street', 'Town', 'City', 'Contact', 'Hours'];
    expect(await table.locator('th[scope=col]').allTextContents()).toEqual([...sortable, 'Map']);
    expect(await table.locator('thead button').allTextContents()).toEqual(sortable);
    expect(await table.locator('tbody tr:first-child > th[scope=row]').count()).toBe(1);
    expect(await table.locator('[aria-sort]').count()).toBe(1);
    // From the search box, Tab goes to the table's scroll region, then to each sort button.
    await page.getByRole('searchbox', { name: 'Search by name or city' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Name');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Town');
    await page.keyboard.press('Enter');
    const town = table.getByRole('columnheader', { name: 'Town' });
    await expect.poll(() => town.getAttribute('aria-sort')).toBe('ascending');
    expect(await table.locator('[aria-sort]').count()).toBe(1);
    await page.getByText('sorted by column Town in ascending order').waitFor({ state: 'attached' });
    const towns = await table.locator('tbody tr > :nth-child(3)').allTextContents();
    expect(towns).toEqual(
      [...towns].sort((a, b) => new Intl.Collator(undefined, { numeric: true }).compare(a, b)),
    );
    await page.keyboard.press('Space');
    await expect.poll(() => town.getAttribute('aria-sort')).toBe('descending');
    await context.close();
  });

  it('fits a 320 px phone with whole words: the city under the name, then contact and map', async () => {
    const { context, page } = await visitAgents(320);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Contact', 'Map']);
    await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Scarborough');
    await expect
      .poll(() => page.getByRole('rowheader').first().textContent())
      .toMatch(/Scarborough$/);
    const region = page.getByRole('region', { name: 'Yo agents' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await context.close();
  });
});

describe('banners', () => {
  const closeButton = (page: Page) => page.getByRole('button', { name: /^Close message/ });

  it('hide a closed banner until the next day', async () => {
    const { context, page } = await visit('/', 1280);
    const banner = page.getByText('Pay your bills in under 2 minutes.');
    await banner.waitFor();
    await closeButton(page).first().click();
    await banner.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(/Scheduled maintenance/).waitFor();
    expect(await banner.count()).toBe(0);
    // The next day the list no longer applies.
    await page.evaluate(() => {
      const hidden = JSON.parse(localStorage.getItem('yo.hiddenBanners')!);
      localStorage.setItem(
        'yo.hiddenBanners',
        JSON.stringify({ ...hidden, day: '2000-01-01', since: Date.now() - 60_000 }),
      );
    });
    await page.reload({ waitUntil: 'networkidle' });
    await banner.waitFor();
    await context.close();
  });

  it('show a closed banner again after the route changes', async () => {
    const { context, page } = await visit('/', 1280);
    const banner = page.getByText('Pay your bills in under 2 minutes.');
    await banner.waitFor();
    await closeButton(page).first().click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/faq$/);
    await page.getByRole('link', { name: 'Yo home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await banner.waitFor();
    await context.close();
  });

  it('come with the page: painted before the app starts, kept in place, not asked for again', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      serviceWorkers: 'block',
    });
    await cookieChoiceMade(context);
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    const bannerCalls: string[] = [];
    page.on('request', (request) => {
      if (/GetBannerMessages/i.test(request.url())) bannerCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/quickpay`, { waitUntil: 'domcontentloaded' });
    const announcements = page.getByRole('region', { name: 'Announcements' });
    // Before any script: the message's text (a server renders no links)...
    await announcements
      .getByText('Paying as a guest? Sign up to keep your receipts in one place.')
      .waitFor();
    const title = page.getByRole('heading', { level: 1, name: 'Quick Bill Pay' });
    const before = await title.boundingBox();
    release();
    await page.locator('#root[data-started]').waitFor();
    // ...and once started, the message with its link, where it was.
    await announcements.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await title.boundingBox()).toEqual(before);
    expect(bannerCalls).toEqual([]);
    await context.close();
  });

  it('closed today stay hidden from the first paint of a page served with them', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await cookieChoiceMade(context);
    await context.addInitScript(() => {
      const now = new Date();
      const two = (n: number) => String(n).padStart(2, '0');
      const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
      localStorage.setItem(
        'yo.hiddenBanners',
        JSON.stringify({ ids: [1], day, since: Date.now() - 60_000 }),
      );
    });
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const closed = page.getByText('Pay your bills in under 2 minutes.');
    expect(await closed.count()).toBe(1);
    expect(await closed.isVisible()).toBe(false);
    release();
    await page.locator('#root[data-started]').waitFor();
    await page.getByText(/Scheduled maintenance/).waitFor();
    expect(await closed.count()).toBe(0);
    await context.close();
  });

  it("say 'Service Temporarily Unavailable' when they cannot be loaded", async () => {
    // The first page comes with its banners: the next page's are loaded by the app.
    const { context, page } = await visit('/about', 1280);
    await context.route('**/api/Banner/GetBannerMessages**', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/faq$/);
    await page.getByText('Service Temporarily Unavailable').waitFor();
    await context.close();
  });
});

describe('the service worker', () => {
  it('keeps the shell working offline, with a clear offline message', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/faq`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 20_000,
      })
      .toBe(true);
    // It precached the public site, not the signed-in area (its activity chart is the largest
    // file of the build), which a customer's visits cache as they go.
    const precached = await page.evaluate(async () => {
      const shell = (await caches.keys()).find((key) => key.startsWith('yo-shell-'));
      const requests = shell ? await (await caches.open(shell)).keys() : [];
      return requests.map((request) => new URL(request.url).pathname);
    });
    expect(precached.filter((file) => /\/AboutScreen-[^/]+\.js$/.test(file))).toHaveLength(1);
    expect(precached.filter((file) => /(Activity|Dashboard|Nivo)/.test(file))).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/about`, { waitUntil: 'load' });
    await page
      .getByRole('heading', { level: 1, name: /Payments made for Trinidad and Tobago/ })
      .waitFor();
    await page.getByText('No internet connection').waitFor();
    await context.close();
  });
});

describe('cookie consent and opt-out', () => {
  it('Accept stores a local flag and hides the banner', async () => {
    const { context, page } = await visit('/', 1280, { consent: false });
    const region = page.getByRole('region', { name: 'Cookies on Yo' });
    await region.waitFor();
    await region.getByRole('button', { name: 'Accept' }).click();
    await region.waitFor({ state: 'detached' });
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('yo.cookieConsent')))!),
    ).toMatchObject({
      choice: 'accepted',
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await region.count()).toBe(0);
    await context.close();
  });

  it('Manage then Save Preferences without analytics sets a 10-day cookie; Reset Preferences clears it', async () => {
    const { context, page } = await visit('/', 320, { consent: false });
    const region = page.getByRole('region', { name: 'Cookies on Yo' });
    await region.getByRole('button', { name: 'Manage' }).click();
    // The preferences load when Manage is pressed.
    await region.getByRole('button', { name: 'Allow All' }).waitFor();
    const necessary = region.getByRole('switch', { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    await region.getByText('Analytics cookies').click();
    expect(await region.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(false);
    await region.getByRole('button', { name: 'Save Preferences' }).click();
    await region.waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'yo_cookie_consent');
    expect(cookie?.value).toBe('declined');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Preferences' }).click();
    await page.waitForURL(/\/optout$/);
    await page.getByRole('button', { name: 'Reset Preferences' }).click();
    await page.waitForLoadState('networkidle');
    await region.waitFor();
    expect((await context.cookies()).find((c) => c.name === 'yo_cookie_consent')).toBeUndefined();
    await context.close();
  });
});
