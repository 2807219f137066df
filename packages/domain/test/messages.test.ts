import { describe, expect, test } from 'vitest';
import {
  PRODUCT_STAND_IN,
  withProductName,
  accountCardMessages,
  accountMessages,
  addressMessages,
  billPayMessages,
  cardMessages,
  consentMessages,
  contactMessages,
  errorMessages,
  loginMessages,
  otpMessages,
  resetPasswordMessages,
  reviewMessages,
  screenText,
  paymentMessages,
  serverMessages,
  signupMessages,
  toastMessages,
  topUpMessages,
  withTrailingPeriod,
} from '../src/index.js';
import { quotedTexts, specSection, specStrings } from './spec-strings.js';
import { readFileSync } from 'node:fs';
import { SPEC_PATH } from './spec-strings.js';

/** The spec writes parameterised texts with these placeholders. */
const placeholderTexts = [
  signupMessages.mobileDigits('{phone}'),
  billPayMessages.amountBelowMinimum('X.XX'),
  billPayMessages.amountAboveLimit('X.XX'),
  cardMessages.nicknameTaken('{nickname}'),
  topUpMessages.amountBelowMinimum('{min}'),
  topUpMessages.amountAboveMaximum('{max}'),
  errorMessages.httpStatus('{status}'),
  errorMessages.cardAddFailed('{server error}'),
  toastMessages.smsCodeSent('{phone}'),
  toastMessages.emailCodeSent('{email}'),
  toastMessages.resetLinkSent('{email}'),
  contactMessages.subject('{name}'),
];

function texts(group: Record<string, unknown>): string[] {
  return Object.values(group).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
  );
}

const packageTexts = new Set([
  ...placeholderTexts,
  ...[
    loginMessages,
    otpMessages,
    signupMessages,
    resetPasswordMessages,
    billPayMessages,
    cardMessages,
    accountCardMessages,
    addressMessages,
    consentMessages,
    topUpMessages,
    contactMessages,
    accountMessages,
    errorMessages,
    toastMessages,
    reviewMessages,
    screenText,
  ].flatMap(texts),
]);

describe('every quoted text of spec sections 5 and 8 is in the package, verbatim', () => {
  const strings = specStrings([5, 8]);

  test('the spec yields the texts (the extraction works)', () => {
    expect(strings.length).toBeGreaterThan(90);
    expect(strings).toContain("Message sent. Thank you for contacting the product's support.");
  });

  // The spec's stand-in for the brand ("the product") reads as its name on screen (issue 29).
  test.each(strings)('%s', (text) => {
    expect(packageTexts).toContain(withProductName(text));
  });
});

describe('the spec\'s stand-in "the product" reaches no screen or mail', () => {
  test('the contact form thanks the customer for contacting Yo', () => {
    expect(contactMessages.sent).toBe("Message sent. Thank you for contacting Yo's support.");
  });

  test.each([...packageTexts])('%s', (text) => {
    expect(text.toLowerCase()).not.toContain(PRODUCT_STAND_IN);
  });
});

describe('section 9 texts', () => {
  const spec = readFileSync(SPEC_PATH, 'utf8');
  test.each(quotedTexts(specSection(spec, 9)))('%s', (text) => {
    expect(packageTexts).toContain(text);
  });
});

describe('parameterised messages', () => {
  test.each([
    [
      signupMessages.mobileDigits('1(868) 555 1234'),
      'Your mobile number must be at least 11 digits. E.g 1(868) 555 1234',
    ],
    [billPayMessages.amountBelowMinimum('25.00'), 'Amount cannot be less than $25.00'],
    [billPayMessages.amountAboveLimit('5000.00'), 'Amount cannot be more than $5000.00'],
    [topUpMessages.amountBelowMinimum('50'), 'Minimum Top Up Amount is $50'],
    [topUpMessages.amountAboveMaximum('500'), 'Maximum Top Up Amount is $500'],
    [
      toastMessages.smsCodeSent('+1(868) 555-1234'),
      'A SMS verification code has been sent to: +1(868) 555-1234',
    ],
    [toastMessages.emailCodeSent('a@b.tt'), 'A email verification code has been sent to: a@b.tt'],
    [toastMessages.resetLinkSent('a@b.tt'), 'Password reset link has been sent to: a@b.tt'],
    [
      cardMessages.nicknameTaken('Visa-1111'),
      'Payment method name: "Visa-1111" already exist. Please use another name.',
    ],
    [errorMessages.httpStatus(503), 'An error has occurred: 503'],
    [errorMessages.cardAddFailed('Declined'), 'Failed to add card: "Declined"'],
    [contactMessages.subject('Ann Lee'), 'New contact request from Ann Lee'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('step 2 repeats add a trailing period only where there is none', () => {
    expect(withTrailingPeriod('You must select a payee')).toBe('You must select a payee.');
    expect(withTrailingPeriod('Account number cannot be empty.')).toBe(
      'Account number cannot be empty.',
    );
  });
});

test('server-only texts are kept beside the spec texts', () => {
  expect(serverMessages.invalidRequest('amount')).toBe('The request is invalid: amount');
  expect(serverMessages.passwordReset).toBe(toastMessages.passwordReset);
});

describe('quoted screen texts of spec sections 2 and 4 are in the package', () => {
  // 4.4 quotes a path ('/') and path segments ('home', 'user'): those are rules, see bannerPageName.
  const notText = new Set(['/', 'home', 'user']);
  const strings = specStrings([2, 4]).filter((text) => !notText.has(text));
  test('the spec yields them', () => expect(strings.length).toBeGreaterThan(25));
  test.each(strings)('%s', (text) => {
    expect(packageTexts).toContain(text);
  });
});

test('payment messages: declines by code, with a general text for other codes', () => {
  expect(paymentMessages.declined('51')).toBe(
    'Your card was declined for insufficient funds. Please use another card.',
  );
  expect(paymentMessages.declined('05')).toContain('declined');
  expect(paymentMessages.declined('91')).toContain('could not be reached');
  expect(paymentMessages.declined('Z9')).toBe(
    'Your payment was declined (code Z9). Please try again or use another card.',
  );
  expect(paymentMessages.totalMismatch('105.50')).toBe(
    'The total for this payment is $105.50. Please review the payment and submit it again.',
  );
  expect(paymentMessages.payeeNotFound).toBe('You must select a payee');
});
