import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import {
  codeIn,
  inbox,
  newPerson,
  nextMessage,
  registerCustomer,
  sessionInitScript,
  type Person,
} from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';

/**
 * /user/account (issue 13, spec 2.15, 4.8, 5.7, 5.12, 8) in headless Chromium against the
 * production server: a customer registered over the real API edits the profile, adds a phone
 * with its SMS code and makes it primary (the primary rules refusing what they must), adds two
 * cards through the sandbox's 3-D Secure challenge, makes the second primary and removes the
 * first; axe at 320 and 1280 px on the page and its dialogs.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let customer: { person: Person; token: string };
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** 18685550123 → +1(868) 555-0123, written out here rather than with the app's formatter. */
function displayedPhone(digits: string) {
  return `+${digits[0]}(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 11)}`;
}

async function open(width: number) {
  context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: false }),
    ),
  );
  await context.addInitScript(sessionInitScript(customer.token, customer.person));
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}/user/account`, { waitUntil: 'networkidle' });
  await page.getByTestId('account-profile').waitFor();
}

const dialog = (name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
const alertDialog = (name: string) => page.getByRole('alertdialog', { name });
const phones = () => page.getByTestId('account-phones');
const cards = () => page.getByTestId('account-cards');
const phoneRow = (digits: string) =>
  page.getByTestId('account-phone').filter({ hasText: displayedPhone(digits) });
const cardRow = (nickname: string) =>
  page.getByTestId('account-card').filter({ hasText: nickname });
const toast = (text: string) => page.getByText(text, { exact: true });

/** A message word for word (a field's error carries a visually hidden "Error:" before it). */
function message(scope: Locator, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByText(new RegExp(`^(Error:\\s*)?${escaped}$`)).first();
}

/**
 * axe's serious and critical findings on the page. react-aria announces a pending button by its
 * id; when the button goes (a dialog closing on success) the announcement names nothing until its
 * live region clears it (7 s), which axe reports as role-img-alt. The page is judged once settled.
 */
async function axe(): Promise<string[]> {
  await page
    .locator('[role="log"] > [role="img"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
  return axeProblems(page);
}

beforeAll(async () => {
  browser = await launchChromium();
  customer = await registerCustomer(baseUrl);
  await open(1280);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the account page', () => {
  it('shows the three cards with the customer, the phone as +#(###) ###-####, no cards; axe at 1280 px', async () => {
    expect(await page.title()).toBe('Yo | Account');
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    const profile = page.getByTestId('account-profile');
    expect(await profile.innerText()).toContain(customer.person.email);
    await phoneRow(customer.person.phone).getByText('Primary', { exact: true }).waitFor();
    await cards().getByText('No saved cards yet.').waitFor();
    expect(await axe()).toEqual([]);
  });

  it('edits the profile: 5.12 messages, then the new name in the card, the app bar and when the page is opened again', async () => {
    await page
      .getByRole('button', { name: `Edit Profile, First Name: ${customer.person.firstName}` })
      .click();
    const edit = dialog('Edit Profile');
    await edit.waitFor();
    const first = edit.getByRole('textbox', { name: 'First Name' });
    expect(await first.inputValue()).toBe(customer.person.firstName);
    await first.fill('');
    await edit.getByRole('textbox', { name: 'Last Name' }).fill('Brien 2');
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await message(edit, 'First Name cannot be empty').waitFor();
    await message(edit, 'Last Name is invalid').waitFor();
    expect(await axe()).toEqual([]);
    await first.fill('Annie');
    await edit.getByRole('textbox', { name: 'Last Name' }).fill('Brien-Cole');
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await toast('Profile updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('Annie Brien-Cole', { exact: true }).waitFor();
    // Away and back through the drawer: the account is fetched again from the server.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/user`);
    await nav.getByRole('link', { name: 'Account' }).click();
    await page.getByTestId('account-profile').getByText('Brien-Cole').first().waitFor();
    expect(await page.getByTestId('account-profile').innerText()).toMatch(/Annie[\s\S]*Brien-Cole/);
    // The toast hides after 3 s.
    await toast('Profile updated successfully').waitFor({ state: 'hidden', timeout: 10_000 });
  });

  it('adds a phone with its SMS code, refuses what 5.12 refuses, makes the new one primary and removes the old', async () => {
    const original = customer.person.phone;
    const added = newPerson().phone;
    const add = dialog('Add Mobile Number');
    const field = add.getByRole('textbox', { name: 'Mobile Number' });
    /** Opens Add Mobile Number and types the number after its +1868 prefix, as a person would. */
    async function typeNumber(digits: string) {
      await phones().getByRole('button', { name: 'Add Mobile Number' }).click();
      await add.waitFor();
      expect(await field.inputValue()).toBe('+1(868) ');
      await field.press('End');
      await field.pressSequentially(digits.slice(4));
    }
    // Too few digits: 5.12's message, and no code sent.
    await typeNumber('1868555');
    await add.getByRole('button', { name: 'Confirm' }).click();
    await message(add, 'Mobile Number should be of 11 to 13 digits').waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    // The number already on the account: the server's message in the panel.
    await typeNumber(original);
    await add.getByRole('button', { name: 'Confirm' }).click();
    await message(add, 'This mobile number is already on your account.').waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    await typeNumber(added);
    const before = await inbox(baseUrl, added);
    await add.getByRole('button', { name: 'Confirm' }).click();
    const code = dialog('Verification');
    await code.waitFor();
    expect(await code.textContent()).toContain(displayedPhone(added));
    const sms = codeIn(await nextMessage(baseUrl, added, before));
    expect(await axe()).toEqual([]);
    await code.getByRole('textbox', { name: /Verification Code/ }).pressSequentially(sms);
    await code.getByRole('button', { name: 'Submit' }).click();
    await code.waitFor({ state: 'detached' });
    await phoneRow(added).waitFor();
    expect(await phoneRow(added).getByText('Primary', { exact: true }).count()).toBe(0);

    // The primary number cannot be removed nor unset (5.12).
    await phoneRow(original).getByRole('button', { name: /^Edit/ }).click();
    let edit = dialog('Edit Mobile Number');
    await edit.getByRole('button', { name: 'Remove' }).click();
    await message(
      edit,
      'Cannot remove primary mobile number. Please set another mobile number as primary first.',
    ).waitFor();
    await edit.getByRole('switch', { name: 'Primary mobile number' }).click({ force: true });
    await message(
      edit,
      'Cannot unset primary mobile number. Please set another mobile number as primary first.',
    ).waitFor();
    expect(await edit.getByRole('switch').isChecked()).toBe(true);
    expect(await axe()).toEqual([]);
    await edit.getByRole('button', { name: 'Close' }).last().click();
    await edit.waitFor({ state: 'detached' });

    // The new number becomes primary after its confirmation.
    await phoneRow(added).getByRole('button', { name: /^Edit/ }).click();
    edit = dialog('Edit Mobile Number');
    await edit.getByRole('switch', { name: 'Primary mobile number' }).click({ force: true });
    const primary = alertDialog('Change Primary Mobile Number');
    await primary.getByText('Make this number your primary mobile number?').waitFor();
    await primary.getByRole('button', { name: 'Confirm' }).click();
    await toast('Primary mobile number has been changed').waitFor();
    await phoneRow(added).getByText('Primary', { exact: true }).waitFor();
    expect(await phoneRow(original).getByText('Primary', { exact: true }).count()).toBe(0);

    // The old one can go now, after its confirmation.
    await phoneRow(original).getByRole('button', { name: /^Edit/ }).click();
    await dialog('Edit Mobile Number').getByRole('button', { name: 'Remove' }).click();
    const remove = alertDialog('Remove Mobile Number');
    await remove.getByText('Are you sure you want to remove this mobile number?').waitFor();
    expect(await axe()).toEqual([]);
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await toast('Mobile number removed successfully').waitFor();
    await phoneRow(original).waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-phone').count()).toBe(1);
  });

  /** Fills 'Edit Payment Method' for a new card and confirms it through the bank's challenge. */
  async function addCard(number: string, nickname: string) {
    await cards().getByRole('button', { name: 'Add New Card' }).click();
    const form = dialog('Add Payment Method');
    await form.getByRole('textbox', { name: 'Name on Card' }).fill('Annie Brien-Cole');
    await form.getByRole('textbox', { name: 'Card Number' }).fill(number);
    await form.getByRole('textbox', { name: 'Expiration Date' }).fill('12/30');
    await form.getByRole('textbox', { name: 'CVV' }).fill('123');
    await form.getByRole('textbox', { name: 'Nickname (Optional)' }).fill(nickname);
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('1 Frederick Street');
    await form.getByRole('textbox', { name: 'City' }).fill('Port of Spain');
    await form.getByText('I agree to the Terms and Conditions').click();
    expect(
      await form.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).isChecked(),
    ).toBe(true);
    await form.getByRole('button', { name: 'Confirm' }).click();
    const frame = page.frameLocator('iframe[title^="Card authentication"]');
    const password = frame.getByLabel('One-time password');
    await password.waitFor({ timeout: 30_000 });
    await password.fill('3ds2');
    await frame.getByRole('button', { name: 'Submit' }).click();
    await toast('Successfully added new card').waitFor({ timeout: 30_000 });
    await form.waitFor({ state: 'detached' });
    await cardRow(nickname).waitFor();
  }

  it('adds two cards through 3-D Secure, makes the second primary, and removes the first', async () => {
    // An empty form: the account form's own messages and the summary.
    await cards().getByRole('button', { name: 'Add New Card' }).click();
    const form = dialog('Add Payment Method');
    const firstPrimary = form.getByRole('checkbox', { name: 'Primary Payment Method' });
    expect(await firstPrimary.isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Confirm' }).click();
    for (const text of [
      'Please fix the highlighted errors.',
      'Card name is required.',
      'Credit card number is required.',
      'Credit card expiration date is required.',
      'CVV is required.',
      'Address line one is required.',
      'City is required.',
      'Agree to Terms and Conditions',
    ]) {
      await message(form, text).waitFor();
    }
    expect(await axe()).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    await addCard('4012 0000 0002 0006', 'Travel');
    await cardRow('Travel').getByText('Primary', { exact: true }).waitFor();
    await addCard('5100 2700 0000 0031', 'Home');
    expect(await cardRow('Home').getByText('Primary', { exact: true }).count()).toBe(0);
    expect(await cardRow('Home').innerText()).toContain('ending in 0031');
    // No card number or CVV reaches the page's storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('5100270000000031');

    // The switch asks first (4.8), then the list reloads with Home primary.
    await cardRow('Home').locator('label').click();
    const confirmPrimary = alertDialog('Edit Payment Method');
    await confirmPrimary.getByText('Make this card your primary payment method?').waitFor();
    await confirmPrimary.getByRole('button', { name: 'Confirm' }).click();
    await cardRow('Home').getByText('Primary', { exact: true }).waitFor();
    expect(await cardRow('Travel').getByText('Primary', { exact: true }).count()).toBe(0);

    // Remove Travel from its edit dialog: the read-only nickname, no number nor CVV.
    await cardRow('Travel').getByRole('button', { name: /^Edit/ }).click();
    const edit = dialog('Edit Payment Method');
    expect(await edit.getByRole('textbox', { name: 'Nickname' }).inputValue()).toBe('Travel');
    expect(await edit.getByRole('textbox', { name: 'Card Number' }).count()).toBe(0);
    expect(await edit.getByRole('textbox', { name: 'CVV' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Remove Card' }).click();
    const remove = alertDialog('Remove Payment Method');
    await remove
      .getByText('Are you sure you want to remove the following payment method?')
      .waitFor();
    expect(await remove.innerText()).toContain('Travel');
    expect(await axe()).toEqual([]);
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await toast('Payment method removed successfully').waitFor();
    await cardRow('Travel').waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-card').count()).toBe(1);
    await context.close();
  });

  it('passes axe at 320 px: the page, Edit Profile, the card dialog and the phone dialog', async () => {
    await open(320);
    expect(await axe()).toEqual([]);
    // By keyboard: Enter opens Edit Profile with focus in First Name; Escape closes it and
    // focus goes back to Edit.
    const editAccount = page.getByRole('button', { name: 'Edit Account' });
    await editAccount.focus();
    await page.keyboard.press('Enter');
    const first = dialog('Edit Profile').getByRole('textbox', { name: 'First Name' });
    await expect.poll(() => first.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog('Edit Profile').waitFor({ state: 'detached' });
    expect(await editAccount.evaluate((button) => button === document.activeElement)).toBe(true);
    await editAccount.click();
    await dialog('Edit Profile').getByRole('button', { name: 'Cancel' }).click();
    await cardRow('Home').getByRole('button', { name: /^Edit/ }).click();
    await dialog('Edit Payment Method').waitFor();
    expect(await axe()).toEqual([]);
    await dialog('Edit Payment Method').getByRole('button', { name: 'Cancel' }).click();
    await phones().getByRole('button', { name: 'Add Mobile Number' }).click();
    await dialog('Add Mobile Number').waitFor();
    expect(await axe()).toEqual([]);
    expect(problems).toEqual([]);
  });
});
