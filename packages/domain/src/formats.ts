/**
 * Display and input formats of the spec (5.3, 5.4, 5.8, 2.14, 2.15). No date library. 4.4's page
 * names are in pages.ts.
 */
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CVV_LENGTH,
  OTP_DEFAULT_TIMEOUT_SECONDS,
  PHONE_PREFIX,
} from './constants.js';

/** The digits of a text, in order. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** `#` is a digit; anything else is a literal shown once a digit follows it (so typing grows). */
export const PHONE_MASKS = {
  /** Bill pay and 5.8: 1(868)555-1234 */
  compact: '#(###)###-####',
  /** Phone display in lists: 1(868) 555-1234 */
  spaced: '#(###) ###-####',
  /** Account phones and the top-up number: +1(868) 555-1234 */
  international: '+#(###) ###-####',
  /** Signup mobile (5.4): 1(868) 555 1234 */
  signup: '#(###) ### ####',
} as const;

/** Fills a mask's `#` with the digits of `value`; extra digits are dropped. */
export function applyMask(mask: string, value: string): string {
  const digits = digitsOnly(value);
  let output = '';
  let next = 0;
  let pending = '';
  for (const symbol of mask) {
    if (next >= digits.length) break;
    if (symbol === '#') {
      output += pending + digits[next];
      next += 1;
      pending = '';
    } else {
      pending += symbol;
    }
  }
  return output;
}

/** 1(868)555-1234 */
export function formatPhone(value: string): string {
  return applyMask(PHONE_MASKS.compact, value);
}
/** 1(868) 555-1234 */
export function formatPhoneSpaced(value: string): string {
  return applyMask(PHONE_MASKS.spaced, value);
}
/** +1(868) 555-1234 */
export function formatPhoneInternational(value: string): string {
  return applyMask(PHONE_MASKS.international, value);
}
/** 1(868) 555 1234 */
export function formatSignupPhone(value: string): string {
  return applyMask(PHONE_MASKS.signup, value);
}

/** A phone field's starting value: the 1868 prefix (+1868 on the account screen). */
export function defaultPhoneValue(): string {
  return PHONE_PREFIX;
}

/** Card number in groups of four: '4111 1111 1111 1111' (at most 16 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The last four digits of a card number. */
export function lastFour(cardNumber: string): string {
  return digitsOnly(cardNumber).slice(-4);
}

/** Review shows only the last four: '**** **** **** 1111'. */
export function maskCardNumber(cardNumber: string): string {
  const digits = digitsOnly(cardNumber);
  const hidden = '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Expiry as typed on forms: 'MM/YY' (partial input grows: '1' → '1', '123' → '12/3'). */
export function formatExpiryInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Form expiry 'MM/YY' to the stored 'MMYY'. */
export function expiryToStored(value: string): string {
  return digitsOnly(value).slice(0, 4);
}

/** Stored 'MMYY' to the form's 'MM/YY'. */
export function expiryFromStored(stored: string): string {
  return formatExpiryInput(stored);
}

/** OTP shown as six spaced digits: '1 2 3 4 5 6'. */
export function formatOtp(value: string): string {
  return digitsOnly(value).slice(0, 6).split('').join(' ');
}

/** Name on card split on whitespace: the last word is the last name, the rest the first name. */
export function splitCardHolderName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

/** Trinidad and Tobago's time zone (UTC−4 all year). */
export const DEFAULT_TIME_ZONE = 'America/Port_of_Spain';

// Making an Intl.DateTimeFormat costs far more than using one (a receipt, an activity page of
// rows): one per time zone, made on first use.
const datePartsFormats = new Map<string, Intl.DateTimeFormat>();
function datePartsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = datePartsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    datePartsFormats.set(timeZone, format);
  }
  return format;
}

function dateParts(value: Date | string, timeZone: string) {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = datePartsFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    dayPeriod: part('dayPeriod').toUpperCase(),
  };
}

/** Activity dates: 'YYYY-MM-DD h:mm A', e.g. '2026-11-22 4:05 PM', in Trinidad's time. */
export function formatTransactionDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day, hour, minute, dayPeriod } = dateParts(value, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute} ${dayPeriod}`;
}

/** Date pickers and the activity query: 'YYYY-MM-DD'. */
export function formatDateOnly(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = dateParts(value, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * Input masks of 5.8: what a field keeps of what is typed (the validators then check the rest).
 * Account number: letters, digits and hyphen, 25 at most.
 */
export function maskAccountNumberInput(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '').slice(0, ACCOUNT_NUMBER_MAX_LENGTH);
}
/** Name on card: 50 at most. */
export function maskNameOnCardInput(text: string): string {
  return text.slice(0, CARD_NAME_MAX_LENGTH);
}
/** Address lines: 50 at most. */
export function maskAddressLineInput(text: string): string {
  return text.slice(0, ADDRESS_LINE_MAX_LENGTH);
}
/** City: letters and spaces only, 50 at most. */
export function maskCityInput(text: string): string {
  return text.replace(/[^\p{L} ]/gu, '').slice(0, CITY_MAX_LENGTH);
}
/** Postal code: letters and digits only. */
export function maskPostalCodeInput(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '');
}
/** CVV: 3 digits at most. */
export function maskCvvInput(text: string): string {
  return digitsOnly(text).slice(0, CVV_LENGTH);
}

/** How long an OTP is valid, in seconds: the server's `timeoutDuration` (minutes), else 120. */
export function otpTimeoutSeconds(timeoutDurationMinutes?: number | null): number {
  return timeoutDurationMinutes && timeoutDurationMinutes > 0
    ? Math.round(timeoutDurationMinutes * 60)
    : OTP_DEFAULT_TIMEOUT_SECONDS;
}
