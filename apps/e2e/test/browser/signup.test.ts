import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import { codeIn, inbox, newPerson, nextMessage, registerCustomer } from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';
import { cookieChoiceMade } from '../../src/visits.js';

/**
 * Sign-up (issue 12; spec 2.4, 4.5, 5.4, 8) as a new customer does it, in headless Chromium
 * against the production server, with the codes read from the sandbox's inbox.
 */

const baseUrl = workerBaseUrl();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function openPage(path: string, width: number): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height: 900 } });
  // The cookie choice is made, so its banner never covers the form.
  await cookieChoiceMade(context);
  page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const main = () => page.getByRole('main');
const country = () => main().locator('#signup-countryId');
const textbox = (name: string) => main().getByRole('textbox', { name: new RegExp(`^${name}`) });
const password = () => main().getByLabel(/^Password/);
const confirm = () => main().getByLabel(/^Confirm Password/);
const terms = () => main().getByRole('checkbox', { name: /I agree to the/ });
const submit = () => main().getByRole('button', { name: 'Submit', exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Verification' });

/** The error under a field: the part of its control's description that reads "Error: …". */
async function messageUnder(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const texts = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
    return (texts.find((text) => text.startsWith('Error:')) ?? '').replace(/^Error:\s*/, '');
  });
}

/** Presses Tab (at most `limit` times) until `target` has focus. */
async function tabTo(target: Locator, limit = 3) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

/** Clicks a checkbox's box, as a person does (its input is visually hidden). */
async function clickBox(name: RegExp) {
  await main()
    .locator('label', { has: page.getByRole('checkbox', { name }) })
    .click({ position: { x: 12, y: 12 } });
}

async function chooseCountry(name: string) {
  await country().selectOption({ label: name });
}

async function summaryLinks(): Promise<string[]> {
  const summary = main().getByRole('region', { name: 'There is a problem' });
  await summary.waitFor();
  return summary.getByRole('link').allTextContents();
}

describe('/signup', () => {
  it('by keyboard from /signup/FRIEND-1 with the emailed code: signed in on /user', async () => {
    const person = newPerson();
    await openPage('/signup/FRIEND-1', 1280);
    await expect.poll(() => page.title()).toBe('Yo | Sign Up');
    expect(await textbox('Referral Code').inputValue()).toBe('FRIEND-1');
    expect(await textbox('Email').isDisabled()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);

    await country().focus();
    // The native select: typing a country's first letters chooses it.
    await page.keyboard.type('Trinidad');
    expect(
      await country().evaluate(
        (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent,
      ),
    ).toBe('Trinidad and Tobago');
    await tabTo(textbox('Mobile Number'));
    expect(await textbox('Mobile Number').inputValue()).toBe('1(868) ');
    // Reached by Tab, the field keeps its country code: the rest of the number follows it.
    await page.keyboard.type(person.phone.slice(4));
    expect(await textbox('Mobile Number').inputValue()).toBe(
      `1(868) ${person.phone.slice(4, 7)} ${person.phone.slice(7)}`,
    );
    await tabTo(textbox('First Name'));
    await page.keyboard.type(person.firstName);
    await tabTo(textbox('Last Name'));
    await page.keyboard.type(person.lastName);
    await tabTo(textbox('Email'));
    await page.keyboard.type(person.email);
    await tabTo(password());
    await page.keyboard.type(person.password);
    await tabTo(confirm());
    await page.keyboard.type(person.password);
    await tabTo(terms(), 4);
    await page.keyboard.press('Space');
    expect(await terms().isChecked()).toBe(true);
    await tabTo(submit(), 4);

    const before = await inbox(baseUrl, person.email);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await dialog().textContent()).toContain(person.email);
    const code = codeIn(await nextMessage(baseUrl, person.email, before));
    expect(await axeProblems(page)).toEqual([]);
    // The code field has focus; a wrong code first shows the server's message under it.
    const codeField = dialog().getByRole('textbox', { name: /Verification Code/ });
    const wrong = code === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await dialog().getByText('The verification code is incorrect.', { exact: true }).waitFor();
    await codeField.focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl}/user`);
    const banner = page.getByRole('banner');
    await banner.getByText(`${person.firstName} ${person.lastName}`, { exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('yo.userToken'))).toBeTruthy();
  });

  it('by mouse on a phone, switching to an SMS code with Try Another Way', async () => {
    const person = newPerson();
    await openPage('/signup', 320);
    await chooseCountry('Trinidad and Tobago');
    const mobile = textbox('Mobile Number');
    await mobile.click();
    await page.keyboard.press('End');
    await mobile.pressSequentially(person.phone.slice(4));
    await textbox('First Name').fill(person.firstName);
    await textbox('Last Name').fill(person.lastName);
    await textbox('Email').fill(person.email);
    await password().fill(person.password);
    await confirm().fill(person.password);
    await textbox('Referral Code').fill('PAL 2');
    // Promotional emails are ticked by default; this customer declines them.
    const promotions = main().getByRole('checkbox', { name: /promotional emails/ });
    expect(await promotions.isChecked()).toBe(true);
    await clickBox(/promotional emails/);
    expect(await promotions.isChecked()).toBe(false);
    await clickBox(/I agree to the/);
    await submit().click();

    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Try Another Way' }).click();
    await dialog()
      .locator('label', { has: page.getByRole('radio', { name: /SMS/ }) })
      .click();
    expect(await dialog().getByRole('radio', { name: /SMS/ }).isChecked()).toBe(true);
    const before = await inbox(baseUrl, person.phone);
    await dialog().getByRole('button', { name: 'Send code' }).click();
    const code = codeIn(await nextMessage(baseUrl, person.phone, before));
    const codeField = dialog().getByRole('textbox', { name: /Verification Code/ });
    await codeField.waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await codeField.fill(code);
    await dialog().getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(`${baseUrl}/user`);
    expect(await page.evaluate(() => sessionStorage.getItem('yo.userToken'))).toBeTruthy();
  });

  it("an email already registered shows the server's message, and keeps what was typed", async () => {
    const { person: registered } = await registerCustomer(baseUrl);
    const person = { ...newPerson(), email: registered.email };
    await openPage('/signup', 1280);
    await chooseCountry('Trinidad and Tobago');
    await textbox('Mobile Number').click();
    await page.keyboard.press('End');
    await page.keyboard.type(person.phone.slice(4));
    await textbox('First Name').fill(person.firstName);
    await textbox('Last Name').fill(person.lastName);
    await textbox('Email').fill(person.email);
    await password().fill(person.password);
    await confirm().fill(person.password);
    await clickBox(/I agree to the/);
    await submit().click();
    const taken = 'An account with this email address already exists.';
    await dialog().getByRole('alert').filter({ hasText: taken }).waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await main().getByRole('alert').filter({ hasText: taken }).waitFor();
    expect(await textbox('Email').inputValue()).toBe(person.email);
    expect(await textbox('First Name').inputValue()).toBe(person.firstName);
    expect(await password().inputValue()).toBe(person.password);
  });

  it.each([320, 1280])('shows every message of 5.4 by its exact text at %i px', async (width) => {
    await openPage('/signup', width);
    // 8. A country must be selected (the other fields wait for it).
    await submit().click();
    expect(await summaryLinks()).toEqual(['Country is required.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
    expect(await messageUnder(country())).toContain('Country is required.');

    // 1-7 with everything empty.
    await chooseCountry('Trinidad and Tobago');
    await submit().click();
    const empty: Array<[Locator, string]> = [
      [
        textbox('Mobile Number'),
        'Your mobile number must be at least 11 digits. E.g 1(868) 555 1234',
      ],
      [textbox('First Name'), 'First Name cannot be empty'],
      [textbox('Last Name'), 'Last Name cannot be empty'],
      [
        textbox('Email'),
        'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
      ],
      [
        password(),
        'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
      ],
      [terms(), 'Agree to the terms and conditions.'],
    ];
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="region"] li').length === count,
      empty.length,
    );
    expect(await summaryLinks()).toEqual(empty.map(([, message]) => message));
    for (const [control, message] of empty) expect(await messageUnder(control)).toBe(message);
    expect(await axeProblems(page)).toEqual([]);

    // The invalid ones.
    await textbox('First Name').fill('Ann2');
    await textbox('Last Name').fill('O$Brien');
    await textbox('Email').fill('ann@example.tt');
    await password().fill('Secret#123');
    await confirm().fill('Secret#124');
    await textbox('Referral Code').fill('FRIEND/1');
    await submit().click();
    const invalid: Array<[Locator, string]> = [
      [textbox('First Name'), 'First Name is invalid'],
      [textbox('Last Name'), 'Last Name is invalid'],
      [confirm(), 'Your password entries do not match.'],
      [textbox('Referral Code'), 'Invalid Referral Code'],
    ];
    for (const [control, message] of invalid) {
      await main().getByRole('link', { name: message, exact: true }).waitFor();
      expect(await messageUnder(control)).toBe(message);
    }
    expect(await axeProblems(page)).toEqual([]);
  });
});
