/**
 * The sandbox's test cards: PowerTranz's published 3-D Secure 2 test cases (Visa and Mastercard
 * only, the brands Yo accepts) plus cards of our own. Behaviour is keyed on the card, as at
 * PowerTranz staging, so a tester picks the outcome by picking the number.
 */
export type CardBrand = 'Visa' | 'MasterCard';

/** EMV 3-D Secure 2 transaction status as reported to the merchant. */
export type AuthenticationStatus = 'Y' | 'A' | 'N' | 'R' | 'U';

export type ThreeDSecureBehaviour =
  /** The issuer decides without the cardholder. */
  | { flow: 'frictionless'; status: AuthenticationStatus }
  /** The issuer shows a challenge; `onCorrectPassword` is the status when `3ds2` is entered. */
  | { flow: 'challenge'; onCorrectPassword: 'Y' | 'N' }
  /** Not enrolled in 3-D Secure: the card goes to authorisation unauthenticated. */
  | { flow: 'not-enrolled' };

/** What the issuer answers at payment completion. */
export type IssuerDecision = '00' | '05' | '14' | '51' | '91' | 'N7';

export interface TestCard {
  /** PowerTranz's test case name, or ours (YO-…). */
  testCase: string;
  pan: string;
  /**
   * PowerTranz's published number when it fails the Luhn check (which the app's card field
   * applies): the sandbox lists the check-digit-corrected `pan` and still accepts this one.
   */
  publishedPan?: string;
  brand: CardBrand;
  threeDSecure: ThreeDSecureBehaviour;
  /** The ACS asks for the 3DS method (device fingerprint) step first. */
  fingerprint: boolean;
  issuer: IssuerDecision;
  /** What a tester sees happen, for the cards page and README. */
  description: string;
  origin: 'PowerTranz' | 'Yo sandbox';
}

/** The one-time password the challenge accepts, as at PowerTranz staging. */
export const CHALLENGE_PASSWORD = '3ds2';

export const TEST_CARDS: readonly TestCard[] = [
  {
    testCase: 'V2-01-YA',
    pan: '4012000000020071',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'Y' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, authenticated (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-02-AA',
    pan: '4012000000020089',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'A' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, attempted (A). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-01-YA',
    pan: '5100270000000023',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'Y' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, authenticated (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-03-YA',
    pan: '4012000000020006',
    brand: 'Visa',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: false,
    issuer: '00',
    description: 'Challenge: type 3ds2 to authenticate (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-03-YA',
    pan: '5100270000000031',
    brand: 'MasterCard',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: false,
    issuer: '00',
    description: 'Challenge: type 3ds2 to authenticate (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-04-YA',
    pan: '4012010000020070',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'Y' },
    fingerprint: true,
    issuer: '00',
    description: 'Device fingerprint, then frictionless (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-05-AA',
    pan: '4012010000020088',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'A' },
    fingerprint: true,
    issuer: '00',
    description: 'Device fingerprint, then frictionless attempted (A). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-04-YA',
    pan: '5100271000000120',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'Y' },
    fingerprint: true,
    issuer: '00',
    description: 'Device fingerprint, then frictionless (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-06-YA',
    pan: '4012010000020005',
    brand: 'Visa',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: true,
    issuer: '00',
    description: 'Device fingerprint, then challenge: type 3ds2 (Y). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'VI-01-0A',
    pan: '4333333333332224',
    publishedPan: '4333333333332222',
    brand: 'Visa',
    threeDSecure: { flow: 'not-enrolled' },
    fingerprint: false,
    issuer: '00',
    description: 'Not enrolled in 3-D Secure: no authentication (3D1). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'MC-01-0A',
    pan: '5333333333332221',
    publishedPan: '5333333333332222',
    brand: 'MasterCard',
    threeDSecure: { flow: 'not-enrolled' },
    fingerprint: false,
    issuer: '00',
    description: 'Not enrolled in 3-D Secure: no authentication (3D1). Approved.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-01-ND',
    pan: '4012000000020121',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'N' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, not authenticated (N). Payment refused with 12.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-01-ND',
    pan: '5100270000000098',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'N' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, not authenticated (N). Payment refused with 12.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-02-ND',
    pan: '5100270000000056',
    brand: 'MasterCard',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'N' },
    fingerprint: false,
    issuer: '00',
    description: 'Challenge that fails even with 3ds2 (N). Payment refused with 12.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-02-RA',
    pan: '5100270000000072',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'R' },
    fingerprint: false,
    issuer: '00',
    description: 'Frictionless, rejected by the issuer (R). Payment refused with 12.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-02-AD',
    pan: '4666666666662221',
    publishedPan: '4666666666662222',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'A' },
    fingerprint: false,
    issuer: 'N7',
    description: 'Frictionless attempted (A), then CVV check fails: declined N7, CVV result N.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-03-UD',
    pan: '5555666666662222',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'U' },
    fingerprint: false,
    issuer: '05',
    description: 'Authentication unavailable (U). If completed anyway: declined 05.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-04-AD',
    pan: '5111111111113338',
    publishedPan: '5111111111113333',
    brand: 'MasterCard',
    threeDSecure: { flow: 'frictionless', status: 'A' },
    fingerprint: false,
    issuer: '05',
    description: 'Frictionless attempted (A), then declined 05 (do not honour).',
    origin: 'PowerTranz',
  },
  {
    testCase: 'V2-04-YD',
    pan: '4111111111110006',
    publishedPan: '4111111111110000',
    brand: 'Visa',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: false,
    issuer: '91',
    description: 'Challenge: type 3ds2 (Y), then issuer unavailable: declined 91.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'M2-05-YD',
    pan: '5111111111110003',
    publishedPan: '5111111111110000',
    brand: 'MasterCard',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: false,
    issuer: '91',
    description: 'Challenge: type 3ds2 (Y), then issuer unavailable: declined 91.',
    origin: 'PowerTranz',
  },
  {
    testCase: 'YO-01-51',
    pan: '4012000000051001',
    brand: 'Visa',
    threeDSecure: { flow: 'frictionless', status: 'Y' },
    fingerprint: false,
    issuer: '51',
    description: 'Frictionless (Y), then declined 51 (insufficient funds).',
    origin: 'Yo sandbox',
  },
  {
    testCase: 'YO-02-51',
    pan: '5100270000051000',
    brand: 'MasterCard',
    threeDSecure: { flow: 'challenge', onCorrectPassword: 'Y' },
    fingerprint: false,
    issuer: '51',
    description: 'Challenge: type 3ds2 (Y), then declined 51 (insufficient funds).',
    origin: 'Yo sandbox',
  },
];

/**
 * A Luhn-valid Visa or Mastercard number that is not a test card: the directory server finds no
 * 3-D Secure range for it and the issuer knows no such card.
 */
export const UNKNOWN_CARD: Omit<TestCard, 'pan' | 'brand'> = {
  testCase: 'YO-00-14',
  threeDSecure: { flow: 'not-enrolled' },
  fingerprint: false,
  issuer: '14',
  description: 'Any other Visa or Mastercard number: not enrolled (3D1), then declined 14.',
  origin: 'Yo sandbox',
};

const byPan = new Map<string, TestCard>();
for (const card of TEST_CARDS) {
  byPan.set(card.pan, card);
  if (card.publishedPan !== undefined) byPan.set(card.publishedPan, card);
}

export function passesLuhn(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  let sum = 0;
  for (let index = 0; index < pan.length; index += 1) {
    let digit = Number(pan[pan.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa 4…; Mastercard 51–55 and 2221–2720. */
export function brandOf(pan: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(pan)) return 'Visa';
  if (/^5[1-5]\d{14}$/.test(pan)) return 'MasterCard';
  const prefix = Number(pan.slice(0, 4));
  if (pan.length === 16 && prefix >= 2221 && prefix <= 2720) return 'MasterCard';
  return null;
}

/** First 6 and last 4, the most PCI DSS lets anyone keep. */
export function maskPan(pan: string): string {
  return `${pan.slice(0, 6)}${'*'.repeat(Math.max(pan.length - 10, 0))}${pan.slice(-4)}`;
}

/**
 * The behaviour a number gets: a test card, the unknown-card behaviour, or null when the number
 * is not a Visa or Mastercard number at all.
 */
export function cardBehaviour(pan: string): TestCard | null {
  const known = byPan.get(pan);
  if (known) return known;
  if (!passesLuhn(pan)) return null;
  const brand = brandOf(pan);
  if (brand === null) return null;
  return { ...UNKNOWN_CARD, pan, brand };
}

/** `1234123412341234` → `4012 0000 0002 0071`. */
export function groupPan(pan: string): string {
  return pan.replace(/(\d{4})(?=\d)/g, '$1 ');
}
