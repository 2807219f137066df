/** Card brands by number prefix (section 3), lengths and the Luhn check (5.7). */
import { MASTERCARD_LENGTH, VISA_LENGTHS } from './constants.js';
import { digitsOnly, lastFour } from './formats.js';

export const CARD_BRANDS = [
  'Visa',
  'Mastercard',
  'AMEX',
  'Discover',
  'Diners',
  'Diners - Carte Blanche',
  'JCB',
  'Visa Electron',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Only these are accepted for payment. */
export const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = ['Visa', 'Mastercard'];

// Most specific first: Visa Electron is a subset of Visa's 4, Carte Blanche of Diners' 30.
const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['Visa Electron', /^(4026|417500|4405|4508|4844|4913|4917)/],
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['AMEX', /^3[47]/],
  ['Diners - Carte Blanche', /^30[0-5]/],
  ['Diners', /^(36|38|39|309)/],
  ['Discover', /^(6011|65|64[4-9]|622)/],
  ['JCB', /^35(2[89]|[3-8])/],
];

/** The brand a card number's prefix names, or undefined. */
export function detectCardBrand(cardNumber: string): CardBrand | undefined {
  const digits = digitsOnly(cardNumber);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0];
}

/** Only Visa and Mastercard are accepted (Visa Electron, a brand of its own, is not). */
export function isAcceptedCard(cardNumber: string): boolean {
  const brand = detectCardBrand(cardNumber);
  return brand !== undefined && ACCEPTED_CARD_BRANDS.includes(brand);
}

/** Visa: 13 or 16 digits starting with 4. Mastercard: 16 digits in 51–55 or 2221–2720. */
export function hasValidCardLength(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (detectCardBrand(digits) === 'Visa')
    return (VISA_LENGTHS as readonly number[]).includes(digits.length);
  return detectCardBrand(digits) === 'Mastercard' && digits.length === MASTERCARD_LENGTH;
}

/** The Luhn (mod 10) checksum of a card number. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A saved card with the same last four digits, if any (duplicates are matched on those). */
export function findSavedCardWithSameLastFour<C extends { cardNumber: string }>(
  cardNumber: string,
  savedCards: readonly C[],
): C | undefined {
  const four = lastFour(cardNumber);
  if (four.length < 4) return undefined;
  return savedCards.find((card) => lastFour(card.cardNumber) === four);
}
