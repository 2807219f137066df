import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import {
  codeIn,
  inbox,
  linkIn,
  nextMessage,
  registerCustomer,
  type Person,
} from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';
import { cookieChoiceMade, holdAppScripts } from '../../src/visits.js';

/**
 * Logging in (issue 12, spec 2.3, 2.9, 4.1, 4.2, 5.2, 5.3, 5.5, 8) as a customer would, in headless
 * Chromium against the production server: the password, the code from the sandbox inbox (email
 * or SMS), wrong codes, the countdown and Resend, a stored code reused, Forgot Password through
 * to a new password, the way back to the page asked for, by keyboard, and axe at 320 and 1280 px.
 */

const baseUrl = workerBaseUrl();
let browser: Browser;
let context: BrowserContext | undefined;

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

const SHOTS = process.env.SCREENSHOT_DIR;

/** A new visitor (own storage, cookie choice made) at a width; the clock faked on request. */
async function visit(path: string, width = 1280, options: { clock?: boolean } = {}) {
  context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await cookieChoiceMade(context);
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // A prerendered page shows before it works: wait until the app has hydrated (or rendered) it.
  await page.locator('#root[data-started]').waitFor();
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message shown word for word (field errors carry a visually hidden "Error:"). */
async function expectMessage(page: Page, message: string, scope = page.locator('body')) {
  await scope
    .getByText(new RegExp(`^(Error:\\s*)?${escape(message)}$`))
    .first()
    .waitFor({ timeout: 10_000 });
}

/** The error under a field (its RAC FieldError), exactly. */
async function fieldError(page: Page, inputId: string): Promise<string> {
  const describedBy = (await page.locator(`#${inputId}`).getAttribute('aria-describedby')) ?? '';
  for (const id of describedBy.split(' ').filter(Boolean)) {
    const text = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
    if (text.startsWith('Error:')) return text.replace(/^Error:\s*/, '');
  }
  return '';
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.locator('#login-username').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
}

const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verification' });
const codeField = (page: Page) => codeDialog(page).getByLabel('Verification Code');

async function enterCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await codeDialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Password right: the code dialog opens on the email code, whose message is returned. */
async function passwordThenEmailCode(page: Page, person: Person): Promise<string> {
  const before = await inbox(baseUrl, person.email);
  await submitPassword(page, person.email, person.password);
  await codeDialog(page).waitFor();
  await codeDialog(page).getByText(person.email).waitFor();
  return codeIn(await nextMessage(baseUrl, person.email, before));
}

async function expectSignedInAt(page: Page, path: string, person: Person) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
  const stored = await page.evaluate(() => ({
    user: sessionStorage.getItem('yo.userToken'),
    pending: sessionStorage.getItem('yo.pendingLoginToken'),
    code: localStorage.getItem('yo.code.login'),
  }));
  expect(stored.user).toBeTruthy();
  expect(stored.pending).toBeNull();
  expect(stored.code).toBeNull();
}

describe('logging in with the code', () => {
  it('by email: the code from the inbox lands on /user signed in', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login');
    await expect.poll(() => page.title()).toBe('Yo | Login');
    const code = await passwordThenEmailCode(page, person);
    await enterCode(page, code);
    await expectSignedInAt(page, '/user', person);
  });

  it('keeps what was typed (or filled by a password manager) before the page started', async () => {
    const { person } = await registerCustomer(baseUrl);
    context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      serviceWorkers: 'block',
    });
    await cookieChoiceMade(context);
    // The app's scripts are held back, as on a slow phone, while the visitor types.
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.locator('#login-username').fill(person.email);
    await page.locator('#login-password').fill(person.password);
    expect(await page.locator('#root[data-started]').count()).toBe(0);
    release();
    await page.locator('#root[data-started]').waitFor();
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await codeDialog(page).waitFor();
    expect(await fieldError(page, 'login-username')).toBe('');
    expect(await fieldError(page, 'login-password')).toBe('');
  });

  it('by SMS: Try Another Way, SMS, the code from the phone', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login', 320);
    await passwordThenEmailCode(page, person);
    await codeDialog(page).getByRole('button', { name: 'Try Another Way' }).click();
    await codeDialog(page).getByText('How would you like to receive your code?').waitFor();
    const before = await inbox(baseUrl, person.phone);
    await codeDialog(page).getByRole('radio', { name: /SMS/ }).check({ force: true });
    await codeDialog(page).getByRole('button', { name: 'Send code' }).click();
    await codeDialog(page).getByText('+1(868)').waitFor();
    const code = codeIn(await nextMessage(baseUrl, person.phone, before));
    await enterCode(page, code);
    await expectSignedInAt(page, '/user', person);
  });

  it('5.3 and a wrong code: the messages under the field, then the right code signs in', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login');
    const code = await passwordThenEmailCode(page, person);
    // The field takes digits only (5.3): letters never get in.
    await codeField(page).pressSequentially('ab');
    expect((await codeField(page).inputValue()).trim()).toBe('');
    await enterCode(page, '123');
    expect(await fieldError(page, (await codeField(page).getAttribute('id'))!)).toBe(
      'Please complete the OTP',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await expectMessage(page, 'The verification code is incorrect.', codeDialog(page));
    await enterCode(page, code);
    await expectSignedInAt(page, '/user', person);
  });

  it('the countdown reaches 0: Submit is disabled, Resend sends a new code with its toast', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login', 1280, { clock: true });
    const first = await passwordThenEmailCode(page, person);
    await codeDialog(page)
      .getByText(/Code expires in 0?[12]:\d\d/)
      .waitFor();
    await page.clock.fastForward('02:01');
    await expectMessage(page, 'The code has expired.', codeDialog(page));
    const submit = codeDialog(page).getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const before = await inbox(baseUrl, person.email);
    await codeDialog(page).getByRole('button', { name: 'Resend code' }).click();
    await expectMessage(page, `A email verification code has been sent to: ${person.email}`);
    const second = codeIn(await nextMessage(baseUrl, person.email, before));
    // The full countdown again.
    await codeDialog(page)
      .getByText(/Code expires in 0?(2:00|1:5\d)/)
      .waitFor();
    expect(await submit.isDisabled()).toBe(false);
    expect(second).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
    await enterCode(page, second);
    await expectSignedInAt(page, '/user', person);
  });

  it('an unexpired stored code is reused on a second LOG IN, without a new message', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login');
    const code = await passwordThenEmailCode(page, person);
    await codeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await codeDialog(page).waitFor({ state: 'detached' });
    const before = await inbox(baseUrl, person.email);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await codeDialog(page).getByText(person.email).waitFor();
    await page.waitForTimeout(2_000);
    expect((await inbox(baseUrl, person.email)).length).toBe(before.length);
    await enterCode(page, code);
    await expectSignedInAt(page, '/user', person);
  });

  it('by keyboard only: Tab to the form, type, Enter, the code, Enter', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login');
    const seen: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const id = await page.evaluate(
        () => `${document.activeElement?.tagName}#${document.activeElement?.id}`,
      );
      seen.push(id);
      if (id === 'INPUT#login-username') break;
      await page.keyboard.press('Tab');
    }
    if (!seen.includes('INPUT#login-username')) console.log(seen.join(' | '));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-username');
    const before = await inbox(baseUrl, person.email);
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await codeDialog(page).getByText(person.email).waitFor();
    const code = codeIn(await nextMessage(baseUrl, person.email, before));
    // The dialog puts focus in the code field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('one-time-code');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expectSignedInAt(page, '/user', person);
  });

  it('/user/activity without a session → /login → signed in → back at /user/activity', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/user/activity');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/user/activity');
    const code = await passwordThenEmailCode(page, person);
    await enterCode(page, code);
    await expectSignedInAt(page, '/user/activity', person);
  });
});

describe('the login form', () => {
  it('5.2: the messages under their fields, the summary, and the server refusal', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login');
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      '*Username can not be empty.',
      'Password can not be empty.',
    ]);
    expect(await fieldError(page, 'login-username')).toBe('*Username can not be empty.');
    expect(await fieldError(page, 'login-password')).toBe('Password can not be empty.');
    await shot(page, 'login-errors');

    await page.locator('#login-username').fill('ann');
    expect(await fieldError(page, 'login-username')).toBe(
      'Invalid email.Please enter a valid email',
    );
    await page.locator('#login-password').fill('Wrong#1234');
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    // One problem left: focus goes to its field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-username');

    await page.locator('#login-username').fill(person.email);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'The email or password is incorrect.' });
    await alert.waitFor();
    expect(await page.locator('#login-password').inputValue()).toBe('Wrong#1234');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
  });
});

describe('Forgot Password and /resetpassword', () => {
  it('the link from the inbox sets a new password: it logs in, the old one does not', async () => {
    const { person } = await registerCustomer(baseUrl);
    const page = await visit('/login', 320, { clock: true });
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.waitFor();
    await forgot.getByRole('button', { name: 'Submit' }).click();
    expect(await fieldError(page, 'forgot-password-email')).toBe('Email can not be empty.');
    await forgot.getByLabel('Email').fill('ann@example');
    await forgot.getByRole('button', { name: 'Submit' }).click();
    expect(await fieldError(page, 'forgot-password-email')).toBe(
      'Invalid email. Please enter a valid email.',
    );
    await shot(page, 'forgot-errors-320');
    await forgot.getByLabel('Email').fill(person.email);
    const before = await inbox(baseUrl, person.email);
    await forgot.getByRole('button', { name: 'Submit' }).click();
    await expectMessage(page, `Password reset link has been sent to: ${person.email}`);
    await forgot.waitFor({ state: 'detached' });
    // An info toast of 30 s (section 8).
    const linkToast = page.getByText(`Password reset link has been sent to: ${person.email}`);
    await page.clock.fastForward(28_000);
    expect(await linkToast.isVisible()).toBe(true);
    await page.clock.fastForward(3_000);
    await linkToast.waitFor({ state: 'hidden' });
    const link = linkIn(await nextMessage(baseUrl, person.email, before));
    expect(new URL(link).pathname).toBe('/resetpassword');

    await page.goto(link, { waitUntil: 'networkidle' });
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.waitFor();
    await expect.poll(() => page.title()).toBe('Yo | Reset Password');
    await reset.getByRole('button', { name: 'Submit' }).click();
    const rule =
      'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.';
    expect(await fieldError(page, 'reset-password')).toBe(rule);
    expect(await fieldError(page, 'reset-confirmPassword')).toBe(rule);
    await page.locator('#reset-password').fill('New Secret.456');
    expect(await page.locator('#reset-password').inputValue()).toBe('NewSecret.456');
    await page.locator('#reset-confirmPassword').fill('NewSecret.457');
    expect(await fieldError(page, 'reset-confirmPassword')).toBe(
      'Password not matched! please try again.',
    );
    await shot(page, 'reset-errors-320');
    await page.locator('#reset-confirmPassword').fill('NewSecret.456');
    await reset.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectMessage(page, 'Password successfully reset');
    // The notice stays 12 s (section 8); a toast under the pointer waits, so the pointer leaves.
    await page.mouse.move(1, 1);
    const notice = page.getByText('Password successfully reset');
    await page.clock.fastForward(10_000);
    expect(await notice.isVisible()).toBe(true);
    await page.clock.fastForward(3_000);
    await notice.waitFor({ state: 'hidden' });

    await submitPassword(page, person.email, person.password);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The email or password is incorrect.' })
      .waitFor();

    // The link works once: the server's message the second time, nothing typed lost.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.locator('#reset-password').fill('Other#4567');
    await page.locator('#reset-confirmPassword').fill('Other#4567');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectMessage(page, 'This password reset link is invalid or has expired.');
    expect(await page.locator('#reset-password').inputValue()).toBe('Other#4567');

    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const code = await passwordThenEmailCode(page, { ...person, password: 'NewSecret.456' });
    await enterCode(page, code);
    await expectSignedInAt(page, '/user', person);
  });

  it('a link without its ref says so and offers the way back; Close goes home', async () => {
    const page = await visit('/resetpassword');
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByText('This link is incomplete').waitFor();
    expect(await reset.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await reset.getByRole('link', { name: 'Go to Login' }).waitFor();
    await reset.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('accessibility and looks', () => {
  for (const width of [320, 1280]) {
    it(`/login, the code dialog and /resetpassword at ${width} px: no serious axe finding`, async () => {
      const { person } = await registerCustomer(baseUrl);
      const page = await visit('/login', width);
      expect(await axeProblems(page)).toEqual([]);
      await shot(page, `login-${width}`);
      await passwordThenEmailCode(page, person);
      await codeDialog(page)
        .getByText(/Code expires in/)
        .waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await shot(page, `code-${width}`);
      await codeDialog(page).getByRole('button', { name: 'Try Another Way' }).click();
      await codeDialog(page).getByText('How would you like to receive your code?').waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await shot(page, `code-choose-${width}`);
      await page.goto(`${baseUrl}/resetpassword?ref=abc`, { waitUntil: 'networkidle' });
      await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
      await page.waitForTimeout(400);
      expect(await axeProblems(page)).toEqual([]);
      await shot(page, `reset-${width}`);
      // No page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
