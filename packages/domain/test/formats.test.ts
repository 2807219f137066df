import { describe, expect, test } from 'vitest';
import {
  ACCEPTED_CARD_BRANDS,
  applyMask,
  bannerPageName,
  defaultPhoneValue,
  detectCardBrand,
  expiryFromStored,
  expiryToStored,
  findSavedCardWithSameLastFour,
  formatCardNumber,
  formatDateOnly,
  formatExpiryInput,
  formatOtp,
  formatPhone,
  formatPhoneInternational,
  formatPhoneSpaced,
  formatSignupPhone,
  formatTransactionDate,
  hasValidCardLength,
  isAcceptedCard,
  lastFour,
  maskAccountNumberInput,
  maskAddressLineInput,
  maskCityInput,
  maskCvvInput,
  maskNameOnCardInput,
  maskPostalCodeInput,
  otpTimeoutSeconds,
  maskCardNumber,
  pageTitle,
  passesLuhn,
  splitCardHolderName,
} from '../src/index.js';

describe('phones', () => {
  test.each([
    [formatPhone, '18685551234', '1(868)555-1234'],
    [formatPhoneSpaced, '18685551234', '1(868) 555-1234'],
    [formatPhoneInternational, '18685551234', '+1(868) 555-1234'],
    [formatSignupPhone, '18685551234', '1(868) 555 1234'],
    [formatPhone, '1868', '1(868'],
    [formatPhone, '18685', '1(868)5'],
    [formatPhoneInternational, '+1 (868) 555-1234 99', '+1(868) 555-1234'],
    [formatPhoneInternational, '', ''],
  ])('%#: %s', (format, input, expected) => {
    expect(format(input)).toBe(expected);
  });
  test('mask and default prefix', () => {
    expect(applyMask('##-##', '1a2b3')).toBe('12-3');
    expect(defaultPhoneValue()).toBe('1868');
  });
});

describe('cards', () => {
  test('4x4 groups, masked last four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 1111 1')).toBe('4111 1111 1');
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('4222222222222')).toBe('**** **** *222 2');
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
  });

  test.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['36227206271667', 'Diners'],
    ['30569309025904', 'Diners - Carte Blanche'],
    ['3530111333300000', 'JCB'],
    ['4917300800000000', 'Visa Electron'],
    ['9999', undefined],
    ['', undefined],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(isAcceptedCard(number)).toBe(brand === 'Visa' || brand === 'Mastercard');
  });

  test('only Visa and Mastercard are accepted', () => {
    expect(ACCEPTED_CARD_BRANDS).toEqual(['Visa', 'Mastercard']);
  });

  test.each([
    ['4222222222222', true],
    ['4111111111111111', true],
    ['41111111111111', false],
    ['5555555555554444', true],
    ['555555555555444', false],
    ['2721000000000000', false],
    ['378282246310005', false],
  ])('length of %s ok: %s', (number, ok) => {
    expect(hasValidCardLength(number)).toBe(ok);
  });

  test('Luhn', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  test('saved card matching on the last four', () => {
    const saved = [{ cardNumber: '****1111' }];
    expect(findSavedCardWithSameLastFour('4111111111111111', saved)).toBe(saved[0]);
    expect(findSavedCardWithSameLastFour('111', saved)).toBeUndefined();
  });
});

describe('expiry, OTP and names', () => {
  test('expiry MM/YY on forms, MMYY stored', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/289')).toBe('12/28');
    expect(expiryToStored('12/28')).toBe('1228');
    expect(expiryFromStored('1228')).toBe('12/28');
  });
  test('OTP as six spaced digits', () => {
    expect(formatOtp('123456')).toBe('1 2 3 4 5 6');
    expect(formatOtp('12 34')).toBe('1 2 3 4');
    expect(formatOtp('1234567')).toBe('1 2 3 4 5 6');
  });
  test.each([
    ['Ann Mary Lee', 'Ann Mary', 'Lee'],
    ['  Ann   Lee ', 'Ann', 'Lee'],
    ['Cher', '', 'Cher'],
    ['', '', ''],
  ])('name %j', (name, firstName, lastName) => {
    expect(splitCardHolderName(name)).toEqual({ firstName, lastName });
  });
});

describe('dates, banners and titles', () => {
  test('YYYY-MM-DD h:mm A in Trinidad time', () => {
    expect(formatTransactionDate('2026-11-22T20:05:00Z')).toBe('2026-11-22 4:05 PM');
    expect(formatTransactionDate('2026-01-02T04:30:00Z')).toBe('2026-01-02 12:30 AM');
    expect(formatTransactionDate(new Date('2026-07-04T16:00:00Z'), 'UTC')).toBe(
      '2026-07-04 4:00 PM',
    );
    expect(formatDateOnly('2026-03-01T02:00:00Z')).toBe('2026-02-28');
    expect(() => formatTransactionDate('not a date')).toThrow(RangeError);
  });
  test.each([
    ['/', 'home'],
    ['', 'home'],
    ['/billpay', 'billpay'],
    ['/user/billpay', 'billpay'],
    ['/user', 'home'],
    ['/case-studies/solis-credit?x=1', 'case-studies/solis-credit'],
  ])('banner page of %s is %s', (path, name) => {
    expect(bannerPageName(path)).toBe(name);
  });
  test('page title', () => {
    expect(pageTitle('Bill Pay')).toBe('Yo | Bill Pay');
  });
});

describe('5.8 input masks and the OTP timeout', () => {
  test('each field keeps what it may hold', () => {
    expect(maskAccountNumberInput('AB 12-x_9' + 'a'.repeat(30))).toHaveLength(25);
    expect(maskAccountNumberInput('AB 12-x_9')).toBe('AB12-x9');
    expect(maskNameOnCardInput('a'.repeat(60))).toHaveLength(50);
    expect(maskAddressLineInput('b'.repeat(60))).toHaveLength(50);
    expect(maskCityInput('Port of Spain 2!')).toBe('Port of Spain ');
    expect(maskCityInput('c'.repeat(60))).toHaveLength(50);
    expect(maskPostalCodeInput('AB-12 3')).toBe('AB123');
    expect(maskCvvInput('12a34')).toBe('123');
  });
  test('OTP timeout: server minutes, else 120 seconds', () => {
    expect(otpTimeoutSeconds(5)).toBe(300);
    expect(otpTimeoutSeconds(undefined)).toBe(120);
    expect(otpTimeoutSeconds(0)).toBe(120);
  });
});
