import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  inbox,
  nextMessage,
  registerCustomer,
  sessionInitScript,
  type Person,
} from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';
import { startProductionServer, type RunningServer } from '../../src/server.js';
import { cookieChoiceMade } from '../../src/visits.js';

/**
 * Passkeys (issue #34) in Chromium with its virtual authenticator (the DevTools protocol's
 * WebAuthn domain: CTAP2, internal transport, resident keys, user verification). The app runs on
 * its own server at http://localhost:PORT, since browsers refuse an IP address as RP id.
 */

let server: RunningServer;
/** The same server by address, for the test's own API and inbox calls. */
let direct: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
let customer: { person: Person; token: string };

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

beforeAll(async () => {
  server = await startProductionServer({}, 'localhost');
  direct = server.url.replace('localhost', '127.0.0.1');
  browser = await launchChromium();
  customer = await registerCustomer(direct);
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await cookieChoiceMade(context);
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function go(path: string) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('#root[data-started]').waitFor();
}

/** Axe on the page with a dialog open, at 320 and at 1280 px. */
async function axeAtBothWidths(name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeProblems(page), `${name} at ${width} px`).toEqual([]);
    await shot(`passkeys-${name}-${width}`);
  }
}

/**
 * The virtual authenticator answers at once while presence is simulated, the autofill request
 * of /login (conditional UI) included; off, a request waits as a real one waits for a touch.
 */
async function presence(enabled: boolean) {
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
}

/** Milliseconds from opening /login to the dashboard, per way of signing in. */
const timings: Record<string, number> = {};

async function logOut() {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${server.url}/`);
}

async function submitPassword() {
  await page.locator('#login-username').fill(customer.person.email);
  await page.locator('#login-password').fill(customer.person.password);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
}

const messagesTo = async () => [
  ...(await inbox(direct, customer.person.email)),
  ...(await inbox(direct, customer.person.phone)),
];

describe('passkeys in Chromium', () => {
  it('adds a passkey on /user/account after a code check', async () => {
    // Signed in once, by the stored session: an init script would sign in again after log out.
    await go('/');
    await page.evaluate(sessionInitScript(customer.token, customer.person));
    await go('/user/account');
    const card = page.getByTestId('account-passkeys');
    await card.getByText('A passkey is safer than a code by text message').waitFor();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor();
    await axeAtBothWidths('code-choice');
    const before = await inbox(direct, customer.person.email);
    await confirm.getByRole('button', { name: 'Send code' }).click();
    const code = codeIn(await nextMessage(direct, customer.person.email, before));
    await confirm.getByLabel('Verification Code').fill(code);
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();

    const naming = page.getByRole('dialog', { name: 'Add a passkey' });
    await naming.waitFor();
    expect(await naming.getByLabel('Name').inputValue()).toBe('Chrome on Linux');
    await axeAtBothWidths('name');
    await naming.getByLabel('Name').fill('Test laptop');
    await naming.getByRole('button', { name: 'Add a passkey' }).click();
    await naming.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Remove Test laptop' }).waitFor();
    await card.getByText('Not used yet').waitFor();
    const credentials = await cdp.send('WebAuthn.getCredentials', {
      authenticatorId,
    });
    expect(credentials.credentials).toHaveLength(1);
    expect(credentials.credentials[0]!.isResidentCredential).toBe(true);
  });

  it('logs in with the password and the passkey: no code sent', async () => {
    await logOut();
    const before = await messagesTo();
    await presence(false);
    await go('/login');
    await submitPassword();
    const step = page.getByRole('dialog', { name: 'Sign in with your passkey' });
    await step.waitFor();
    await axeAtBothWidths('login-step');
    await page.setViewportSize({ width: 1280, height: 800 });
    await presence(true);
    await step.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL(`${server.url}/user`);
    await page
      .getByText(`${customer.person.firstName} ${customer.person.lastName}`)
      .first()
      .waitFor();
    expect(await messagesTo()).toHaveLength(before.length);
  });

  it('signs in with "Sign in with a passkey" alone', async () => {
    await logOut();
    await presence(false);
    const started = Date.now();
    await go('/login');
    await presence(true);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${server.url}/user`);
    await page
      .getByText(`${customer.person.firstName} ${customer.person.lastName}`)
      .first()
      .waitFor();
    timings.passkey = Date.now() - started;
  });

  it("offers the passkey in the email field's autofill (conditional UI): one touch signs in", async () => {
    await logOut();
    // Presence simulated: the authenticator answers the autofill request as a touch would. The
    // request starts once the customer reaches the form.
    await go('/login');
    await page.locator('#login-username').focus();
    await page.waitForURL(`${server.url}/user`);
    await page
      .getByText(`${customer.person.firstName} ${customer.person.lastName}`)
      .first()
      .waitFor();
  });

  it('removes the passkey after confirming; the next login asks for a code again', async () => {
    await go('/user/account');
    const card = page.getByTestId('account-passkeys');
    await card.getByRole('button', { name: 'Remove Test laptop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Passkey' });
    await confirm.waitFor();
    await axeAtBothWidths('remove');
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await card.getByText('No passkeys yet.').waitFor();

    await logOut();
    await presence(false);
    const before = await inbox(direct, customer.person.email);
    const started = Date.now();
    await go('/login');
    await submitPassword();
    const codeStep = page.getByRole('dialog', { name: 'Verification' });
    await codeStep.waitFor();
    expect(await page.getByRole('dialog', { name: 'Sign in with your passkey' }).count()).toBe(0);
    const code = codeIn(await nextMessage(direct, customer.person.email, before));
    await codeStep.getByLabel('Verification Code').fill(code);
    await codeStep.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(`${server.url}/user`);
    await page
      .getByText(`${customer.person.firstName} ${customer.person.lastName}`)
      .first()
      .waitFor();
    timings.passwordAndCode = Date.now() - started;
    console.log(`sign-in from opening /login to /user: ${JSON.stringify(timings)} ms`);
  });
});
