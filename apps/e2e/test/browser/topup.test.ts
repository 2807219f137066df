import { PDFParse } from 'pdf-parse';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '../../src/workers.js';
import {
  anonymousToken,
  registerCustomer,
  sessionInitScript,
  type Person,
} from '../../src/accounts.js';
import { axeProblems } from '../../src/axe.js';
import { launchChromium } from '../../src/chromium.js';
import { BRAND_RED, backgroundOf, expectDeclinedResult } from '../../src/paymentResult.js';

/**
 * Top-up (issue 15, spec 2.8, 4.7, 5.10) in headless Chromium against the production server:
 * /quicktopup for guests and /user/topup for customers, with the sandbox's airtime aggregator
 * (its sample numbers from /sandbox/api/topup-numbers) and PowerTranz gateway behind them.
 */
const baseUrl = workerBaseUrl();
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

type Customer = { person: Person; token: string };
interface SampleNumber {
  msisdn: string;
  carrier: 'digicel' | 'bmobile' | null;
  behaviour: string;
}

/** The challenge card (3-D Secure asks for '3ds2'). */
const CHALLENGE_CARD = '4012 0000 0002 0006';

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

async function sampleNumber(behaviour: string, carrier?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox/api/topup-numbers`);
  const numbers = (await response.json()) as SampleNumber[];
  const found = numbers.find(
    (item) => item.behaviour === behaviour && (carrier === undefined || item.carrier === carrier),
  );
  if (!found) throw new Error(`No sample number that ${behaviour}`);
  return found.msisdn;
}

/** A product API GET with the anonymous token: its envelope. */
async function apiGet(path: string): Promise<{ state: number; msg: string; data: unknown }> {
  const token = await anonymousToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { state: number; msg: string; data: unknown };
}

/** A tab at `width` on `path`, the cookie choice made; a customer's session when given. */
async function openPage(path: string, width = 1280, customer?: Customer): Promise<Page> {
  context = await browser.newContext({
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
  if (customer) await context.addInitScript(sessionInitScript(customer.token, customer.person));
  page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await heading('Select Country').waitFor();
  return page;
}

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const nextButton = () => page.getByRole('button', { name: 'Next', exact: true });
const next = () => nextButton().click();
const numberField = () => page.getByRole('textbox', { name: 'Mobile Number' });

async function chooseCountry() {
  await page
    .getByRole('combobox', { name: /Country/ })
    .selectOption({ label: 'Trinidad and Tobago' });
  await heading('Enter PREPAID Mobile Number').waitFor();
}

/** Types the number's seven digits after the +1(868) prefix the country set. */
async function typeNumber(msisdn: string) {
  expect(await numberField().inputValue()).toBe('+1(868) ');
  await numberField().click();
  await numberField().press('End');
  await numberField().pressSequentially(msisdn.slice(4));
}

async function toAmount(msisdn: string, carrierName: string) {
  await chooseCountry();
  await typeNumber(msisdn);
  await page.getByTestId('topup-carrier').getByText(`Carrier: ${carrierName}`).waitFor();
  await next();
  await heading('Select Top Up Amount').waitFor();
}

async function fillNewCard(number: string) {
  await page.getByLabel('Name on Card').fill('Ann Baptiste');
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date').fill('1230');
  await page.getByLabel('CVV').fill('123');
}

/** From the card step (filled) through the address (none) and the email to the review. */
async function cardToReview(email?: string) {
  await next();
  await heading('Enter Billing Address Details (Optional)').waitFor();
  await next();
  await heading('Enter Email for Receipt').waitFor();
  if (email !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await next();
  await heading('Payment Review').waitFor();
}

async function agreeAndSolveCaptcha() {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  const captcha = page.getByTestId('captcha');
  await captcha.locator('[data-state="unverified"]').first().waitFor();
  await page.getByRole('checkbox', { name: /not a robot/i }).focus();
  await page.keyboard.press('Space');
  await captcha.locator('[data-state="verified"]').first().waitFor({ timeout: 60_000 });
}

/** A field's message, word for word (field errors carry a hidden "Error:" for screen readers). */
async function expectMessage(message: string) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByText(new RegExp(`^(Error:\\s*)?${escaped}$`))
    .first()
    .waitFor({ timeout: 10_000 });
}

function gatewayFrame(): FrameLocator {
  return page.frameLocator('iframe[title^="Card authentication"]');
}

/** From the review: SUBMIT, the bank's challenge, the result (its receipt button); the order id. */
async function submitThroughChallenge(result: 'receipt' | 'failed' = 'receipt'): Promise<string> {
  await agreeAndSolveCaptcha();
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await heading('Payment Result').waitFor();
  const frame = gatewayFrame();
  const password = frame.getByLabel('One-time password');
  await password.waitFor({ timeout: 30_000 });
  await password.fill('3ds2');
  await frame.getByRole('button', { name: 'Submit' }).click();
  await (
    result === 'receipt'
      ? frame.getByRole('button', { name: 'Download Receipt' })
      : frame.getByText('Payment Failed')
  ).waitFor({ timeout: 30_000 });
  const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
  expect(orderId).toMatch(/^YO-/);
  return orderId!;
}

async function pdfText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const parser = new PDFParse({ data: await readFile(path) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

/** Axe's serious and critical findings once react-aria's announcer has let go of a button. */
async function axeSettled(): Promise<string[]> {
  await page
    .locator('[data-live-announcer] [role="img"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
  return axeProblems(page);
}

describe('quick top-up (guests)', () => {
  it('a guest tops up Digicel with a preset and cover VAT through 3-D Secure and downloads the receipt', async () => {
    const msisdn = await sampleNumber('delivered', 'digicel');
    await openPage('/quicktopup');
    expect(await page.title()).toBe('Yo | Quick Top Up');
    await expect(
      page.getByRole('button', { name: 'Back', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await toAmount(msisdn, 'Digicel');
    await expect(nextButton().isDisabled()).resolves.toBe(true);
    await page.getByRole('radio', { name: '$50.00' }).check({ force: true });
    await page.getByRole('checkbox', { name: /Cover VAT/ }).check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    // Card-security marks are for phones only.
    await expect(page.getByTestId('topup-security-logos').isVisible()).resolves.toBe(false);
    await fillNewCard(CHALLENGE_CARD);
    await cardToReview('guest@example.tt');

    // Tax-inclusive (section 9): $50 with its VAT covered is $56.25 = $50.00 net + $6.25 VAT.
    const summary = await page.getByTestId('topup-breakdown').innerText();
    expect(summary).toMatch(/Net Amount\s+\$50\.00/);
    expect(summary).toMatch(/VAT\s+\$6\.25/);
    expect(summary).toMatch(/Total\s+\$56\.25/);
    await expect(page.getByText('**** **** **** 0006').isVisible()).resolves.toBe(true);
    await expect(page.getByText('+1(868) ' + msisdn.slice(4, 7)).isVisible()).resolves.toBe(true);

    const orderId = await submitThroughChallenge();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gatewayFrame().getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`TopUp_Receipt_${orderId}.pdf`);
    const text = await pdfText(await download.path());
    expect(text).toContain(orderId);
    expect(text).toContain('Digicel');
    expect(text).toMatch(/\$56\.25/);

    await page.getByRole('button', { name: 'New Transaction' }).click();
    await heading('Select Country').waitFor();
    await expect(
      page
        .getByRole('combobox', { name: /Country/ })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).resolves.not.toContain('Trinidad');
  });

  it("a bmobile number's custom amount below the carrier's minimum is refused with 5.10's message", async () => {
    const msisdn = await sampleNumber('delivered', 'bmobile');
    const carriers = (await apiGet('topup/GetPhoneProviders')).data as Array<{
      name: string;
      minimum?: number | null;
      maximum?: number | null;
    }>;
    const bmobile = carriers.find((carrier) => carrier.name === 'bmobile')!;
    const minimum = bmobile.minimum ?? 50;
    const maximum = bmobile.maximum ?? 500;
    await openPage('/quicktopup', 320);
    await toAmount(msisdn, 'bmobile');
    const amount = page.locator('#topup-amount');
    for (const [typed, message] of [
      [String(minimum - 1), `Minimum Top Up Amount is $${minimum}`],
      [String(maximum + 1), `Maximum Top Up Amount is $${maximum}`],
    ] as const) {
      await amount.fill(typed);
      await amount.press('Tab');
      await expectMessage(message);
      await expect(nextButton().isDisabled()).resolves.toBe(true);
    }
    await amount.fill(String(minimum));
    await amount.press('Tab');
    await expect(nextButton().isDisabled()).resolves.toBe(false);
    await next();
    await heading('Enter Card Details').waitFor();
    await expect(page.getByTestId('topup-security-logos').isVisible()).resolves.toBe(true);
  });

  it("a postpaid number shows the server's message under the field and cannot go on", async () => {
    const msisdn = await sampleNumber('postpaid');
    const answer = await apiGet(`topup/ValidateMSISDN?msisdn=${msisdn}`);
    expect(answer.state).toBe(-1);
    expect(answer.msg).not.toBe('');
    await openPage('/quicktopup');
    await chooseCountry();
    await typeNumber(msisdn);
    const message = page.getByText(answer.msg, { exact: false });
    await message.first().waitFor();
    const described = await numberField().getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    await expect(page.getByTestId('topup-carrier').count()).resolves.toBe(0);
    await expect(nextButton().isDisabled()).resolves.toBe(true);
  });

  it.each([320, 1280])('has no axe problems at %i px on each step', async (width) => {
    const msisdn = await sampleNumber('delivered', 'digicel');
    await openPage('/quicktopup', width);
    expect(await axeSettled()).toEqual([]);
    await chooseCountry();
    await typeNumber(msisdn);
    await page.getByTestId('topup-carrier').waitFor();
    expect(await axeSettled()).toEqual([]);
    await next();
    await heading('Select Top Up Amount').waitFor();
    await page.locator('#topup-amount').fill('1');
    await page.locator('#topup-amount').press('Tab');
    expect(await axeSettled()).toEqual([]);
    await page.getByRole('radio').first().check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    await page.getByLabel('Card Number').fill('1234');
    await page.getByLabel('CVV').focus();
    await page.getByLabel('Name on Card').focus();
    expect(await axeSettled()).toEqual([]);
    await fillNewCard(CHALLENGE_CARD);
    await next();
    await heading('Enter Billing Address Details (Optional)').waitFor();
    expect(await axeSettled()).toEqual([]);
    await next();
    await heading('Enter Email for Receipt').waitFor();
    expect(await axeSettled()).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.tt');
    await next();
    await heading('Payment Review').waitFor();
    expect(await axeSettled()).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

describe('a submitted top-up followed to its end (#29)', () => {
  const newTransaction = () => page.getByRole('button', { name: 'New Transaction' });

  /** From the review: SUBMIT; the bank's challenge under 'Confirm with your bank', nothing to abandon it. */
  async function submitToChallenge() {
    await agreeAndSolveCaptcha();
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await heading('Payment Result').waitFor();
    const password = gatewayFrame().getByLabel('One-time password');
    await password.waitFor({ timeout: 30_000 });
    await page.getByText('Confirm with your bank').waitFor();
    await expect(newTransaction().count()).resolves.toBe(0);
    await password.fill('3ds2');
    await gatewayFrame().getByRole('button', { name: 'Submit' }).click();
  }

  it('a late delivery shows its wait with the time so far, then the result, without a reload and again after one', async () => {
    const msisdn = await sampleNumber('delayed');
    expect(msisdn).toBe('18682601234');
    await openPage('/quicktopup');
    await toAmount(msisdn, 'Digicel');
    await page.getByRole('radio').first().check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    await fillNewCard(CHALLENGE_CARD);
    await cardToReview('late@example.tt');
    const submittedAt = Date.now();
    await submitToChallenge();

    // The bank is done, the carrier is not: a visible wait that counts, nothing to press.
    const working = page.getByTestId('payment-working');
    await working.getByText('Sending your top up').first().waitFor({ timeout: 30_000 });
    await page
      .getByTestId('payment-elapsed')
      .getByText(/^Waiting for \d+ seconds? so far\.$/)
      .waitFor();
    await expect(newTransaction().count()).resolves.toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/refresh/i);
    const orderId = await working.getAttribute('data-order-id');
    expect(orderId).toMatch(/^YO-/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);

    // The sandbox delivers about 20 s after the submit; the page shows it by itself.
    const result = page.getByTestId('payment-result');
    await result.getByText('Payment Successful').waitFor({ timeout: 60_000 });
    expect(Date.now() - submittedAt).toBeGreaterThan(15_000);
    const receipt = await result.innerText();
    const money = (label: string) =>
      Math.round(
        Number(new RegExp(`${label}\\s+\\$([\\d,.]+)`).exec(receipt)![1]!.replace(/,/g, '')) * 100,
      );
    expect(money('Net Amount') + money('VAT')).toBe(money('Total'));
    await expect(backgroundOf(newTransaction())).resolves.toBe(BRAND_RED);
    await expect(page.locator('[data-all-completed]').count()).resolves.toBe(1);

    // A reload finds the same result, and its receipt.
    await page.reload({ waitUntil: 'networkidle' });
    await result.getByText('Payment Successful').waitFor({ timeout: 30_000 });
    await expect(result.getAttribute('data-order-id')).resolves.toBe(orderId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`TopUp_Receipt_${orderId}.pdf`);
    await newTransaction().click();
    await heading('Select Country').waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBeNull();
  });

  it.each([320, 1280])(
    'at %i px a declined card offers Try Again as the one primary action, in the app typeface, and the last step is not ticked',
    async (width) => {
      const msisdn = await sampleNumber('delivered', 'digicel');
      await openPage('/quicktopup', width);
      await toAmount(msisdn, 'Digicel');
      await page.getByRole('radio').first().check({ force: true });
      await next();
      await heading('Enter Card Details').waitFor();
      await fillNewCard('5100 2700 0005 1000');
      await cardToReview('declined@example.tt');
      await submitToChallenge();
      await expectDeclinedResult(page, gatewayFrame());
      // The frame's page uses the app's typeface, loaded there (not a system fallback).
      await expect
        .poll(() =>
          gatewayFrame()
            .locator('h1')
            .evaluate(async () => {
              await document.fonts.ready;
              return [...document.fonts].some(
                (face) => face.family.includes('Inter') && face.status === 'loaded',
              );
            }),
        )
        .toBe(true);
    },
  );
});

describe("top-up's duplicate question (#30)", () => {
  async function gatewaySales(): Promise<number> {
    const response = await fetch(`${baseUrl}/sandbox/powertranz/api/transactions`);
    const all = (await response.json()) as Array<{ kind: string }>;
    return all.filter((transaction) => transaction.kind === 'sale').length;
  }

  async function toTopUpReview(msisdn: string) {
    await toAmount(msisdn, 'bmobile');
    await page.getByRole('radio').nth(1).check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    await fillNewCard(CHALLENGE_CARD);
    await cardToReview('again@example.tt');
  }

  it('the same top-up again within 10 minutes asks first, and charges only on Top Up Again', async () => {
    const msisdn = await sampleNumber('delivered', 'bmobile');
    await openPage('/quicktopup');
    await toTopUpReview(msisdn);
    await submitThroughChallenge();
    await page.getByRole('button', { name: 'New Transaction' }).click();
    await heading('Select Country').waitFor();

    await toTopUpReview(msisdn);
    await agreeAndSolveCaptcha();
    const before = await gatewaySales();
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Top up this number again?' });
    await question.waitFor();
    await expect(question.innerText()).resolves.toMatch(
      /You topped up this number \d+ minutes? ago\.\s+Do you want to top it up again\?/,
    );
    await expect(
      question
        .getByRole('button', { name: 'Cancel' })
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await heading('Payment Review').waitFor();
    expect(await gatewaySales()).toBe(before);

    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Top Up Again' }).click();
    await gatewayFrame().getByLabel('One-time password').waitFor({ timeout: 30_000 });
    expect(await gatewaySales()).toBe(before + 1);
  });
});

describe('top-up for customers', () => {
  async function openTopUp(customer: Customer, width = 1280) {
    await openPage('/user/topup', width, customer);
  }

  it('the failing number is charged, then Reversed, and the customer sees it in activity', async () => {
    const customer = await registerCustomer(baseUrl);
    const msisdn = await sampleNumber('fails');
    const carrierName = (await apiGet(`topup/ValidateMSISDN?msisdn=${msisdn}`)).data as {
      phoneProvider: { name: string };
    };
    await openTopUp(customer);
    expect(await page.title()).toBe('Yo | Top Up');
    await toAmount(msisdn, carrierName.phoneProvider.name);
    await page.getByRole('radio').first().check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    await expect(page.getByRole('radio', { name: 'Use New Card' }).isChecked()).resolves.toBe(true);
    await fillNewCard(CHALLENGE_CARD);
    await next();
    await heading('Enter Billing Address Details (Optional)').waitFor();
    await next();
    await heading('Enter Email for Receipt').waitFor();
    // 5.10: a customer's email is pre-filled.
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
      customer.person.email,
    );
    await next();
    await heading('Payment Review').waitFor();
    await submitThroughChallenge('failed');

    // Delivery fails at the aggregator; the top-up is refunded and marked Reversed.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/user/activity`, { waitUntil: 'networkidle' });
          return page.getByRole('row').filter({ hasText: 'Reversed' }).count();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(1);
  });

  it('a customer tops up with a saved card (the CVV typed again, 3-D Secure, the receipt)', async () => {
    const customer = await registerCustomer(baseUrl);
    const msisdn = await sampleNumber('delivered', 'digicel');
    await openTopUp(customer);
    await toAmount(msisdn, 'Digicel');
    await page.getByRole('radio').first().check({ force: true });
    await next();
    await fillNewCard(CHALLENGE_CARD);
    await page.getByRole('checkbox', { name: 'Save Card' }).check({ force: true });
    await cardToReview();
    await submitThroughChallenge();

    await page.getByRole('button', { name: 'New Transaction' }).click();
    await heading('Select Country').waitFor();
    await toAmount(msisdn, 'Digicel');
    await page.getByRole('radio').nth(1).check({ force: true });
    await next();
    await heading('Enter Card Details').waitFor();
    await page.getByRole('radio', { name: /0006/ }).waitFor();
    await expect(page.getByRole('radio', { name: 'Use Saved Card' }).isChecked()).resolves.toBe(
      true,
    );
    await page.getByRole('radio', { name: /0006/ }).check({ force: true });
    await page.getByLabel('CVV').fill('123');
    await cardToReview();
    await expect(page.getByText('**** **** **** 0006', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    const orderId = await submitThroughChallenge();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gatewayFrame().getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`TopUp_Receipt_${orderId}.pdf`);
    expect(await pdfText(await download.path())).toContain(orderId);
  });
});
