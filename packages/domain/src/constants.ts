/**
 * Business constants and limits of spec section 9 (and the few fixed ids of sections 2, 3 and 7),
 * each named once. Money is in integer cents (see money.ts).
 */
import type { Cents } from './money.js';

/** The product's name as people see it, in titles and copy. */
export const PRODUCT_NAME = 'Yo';

/** The spec writes "the product" where the brand's name stands; no screen or mail shows it. */
export const PRODUCT_STAND_IN = 'the product';

/** A text of the spec with the product's name in place of its stand-in. */
export function withProductName(specText: string): string {
  return specText.replaceAll(PRODUCT_STAND_IN, PRODUCT_NAME);
}

// Currency
export const CURRENCY_CODE = 'TTD';
export const CURRENCY_SYMBOL = '$';

// Bill pay online: defaults that each payee can override.
export const BILL_PAY_DEFAULT_MINIMUM_CENTS = 2_500 as Cents;
export const BILL_PAY_DEFAULT_LIMIT_CENTS = 500_000 as Cents;
/** FAQ figures (information only; the payee's own limits apply). */
export const SCAN2PAY_MERCHANT_MAXIMUM_CENTS = 500_000 as Cents;
export const UTILITY_MAXIMUM_CENTS = 2_000_000 as Cents;
/** `transactionType` default of a bill-pay transaction (section 3). */
export const BILL_PAY_TRANSACTION_TYPE = 1;

// Agent bill pay
export const AGENT_BILL_PAY_MINIMUM_CENTS = 500 as Cents;
export const AGENT_BILL_PAY_MAXIMUM_CENTS = 500_000 as Cents;
export const AGENT_CONVENIENCE_FEE_MAXIMUM_CENTS = 500 as Cents;
export const AGENT_EARNING_MAXIMUM_CENTS = 600 as Cents;
export const AGENT_LOCATION_COUNT = 120;

// Top-up
export const TOP_UP_DEFAULT_MINIMUM_CENTS = 5_000 as Cents;
export const TOP_UP_DEFAULT_MAXIMUM_CENTS = 50_000 as Cents;
/** FAQ figures (information only; the carrier's own bounds apply). */
export const TOP_UP_FAQ_MINIMUM_CENTS = 6_000 as Cents;
export const TOP_UP_FAQ_MAXIMUM_CENTS = 60_000 as Cents;
export const TOP_UP_FAQ_VAT_RATE = '0.125';
export const TOP_UP_REVERSAL_BUSINESS_DAYS = 2;
/** The mobile number of a top-up has exactly this many characters (`+1868...` masked). */
export const TOP_UP_MSISDN_LENGTH = 11;

// OTP
export const OTP_LENGTH = 6;
export const OTP_DEFAULT_TIMEOUT_SECONDS = 120;

// Field lengths
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 50;
export const SIGNUP_MOBILE_DIGITS = 11;
export const ACCOUNT_MOBILE_MIN_DIGITS = 11;
export const ACCOUNT_MOBILE_MAX_DIGITS = 13;
export const CONTACT_MOBILE_MAX_LENGTH = 15;
export const CONTACT_NAME_MAX_LENGTH = 50;
export const ACCOUNT_NUMBER_MAX_LENGTH = 25;
export const CARD_NAME_MAX_LENGTH = 50;
export const ACCOUNT_CARD_NAME_MIN_LENGTH = 3;
export const ADDRESS_LINE_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 50;
export const COMMENT_MAX_ROWS = 5;

// Cards
export const VISA_LENGTHS = [13, 16] as const;
export const MASTERCARD_LENGTH = 16;
export const CVV_LENGTH = 3;
export const ACCOUNT_CARD_NUMBER_MIN_LENGTH = 16;

// Countries and phones
/** ISO 3166 numeric code of Trinidad and Tobago, the default billing country. */
export const DEFAULT_BILLING_COUNTRY_CODE = '780';
/** ISO 3166 numeric code of the United States, the one country whose address has a state. */
export const STATE_REQUIRED_COUNTRY_CODE = '840';
export const PHONE_PREFIX = '1868';
export const ACCOUNT_PHONE_PREFIX = '+1868';
/** Signup country id meaning "not chosen". */
export const NO_COUNTRY_ID = 0;

// Donations (2.5)
export const CHARITIES = [
  { charityId: 33, charityCode: 'DONATECADV' },
  { charityId: 22, charityCode: 'DONATEAWN' },
  { charityId: 170, charityCode: 'DONATEITNAC' },
  { charityId: 266, charityCode: 'DONATESEWA' },
] as const;
export const CHARITY_IDS = CHARITIES.map((charity) => charity.charityId);

// Carousels and banners
export const BANNER_AUTOPLAY_MS = 5_000;
export const HIDDEN_BANNERS_RESET_MS = 86_400_000;
export const HOME_CAROUSEL_IMAGE_COUNT = 7;
export const HOME_CAROUSEL_INTERVAL_MS = 5_000;
export const PROVIDER_LOGO_INTERVAL_MS = 1_000;
export const TESTIMONIAL_COUNT = 5;
export const TESTIMONIAL_INTERVAL_MS = 5_000;

// Toasts
export const TOAST_LONG_MS = 30_000;
export const TOAST_MEDIUM_MS = 10_000;
export const TOAST_SHORT_MS = 3_000;
export const RESET_SUCCESS_NOTICE_MS = 12_000;

/** A bill pay like a successful one within this window asks the customer before charging. */
export const DUPLICATE_PAYMENT_WINDOW_MS = 10 * 60_000;

// Activity and dashboard
export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const FIRST_PAGE_NUMBER = 1;
export const DASHBOARD_RECENT_COUNT = 5;
export const MONTHLY_STATS_MONTHS = 6;
export const TRANSACTION_TYPES = { billPay: 'Billpay', topUp: 'TopUps' } as const;
export const TRANSACTION_STATUSES = {
  successful: 'Successful',
  failed: 'Failed',
  captured: 'Captured',
} as const;
export const EXPORT_FILE_NAMES = {
  excel: 'Transactions Report.xlsx',
  csv: 'Transactions Report.csv',
} as const;

// Layout
export const BACK_TO_TOP_THRESHOLD_PX = 100;
export const DRAWER_WIDTH_PX = 240;
export const COOKIE_DECLINE_DAYS = 10;
export const COPYRIGHT_START_YEAR = 2005;

// Business pricing (marketing pages)
export const SCAN2PAY_BANK_FEE_PERCENT = 3;
export const SCAN2PAY_PER_TRANSACTION_CENTS = 563 as Cents;
export const CHARITY_BANK_FEE_PERCENT = 2;
export const CHARITY_PER_TRANSACTION_CENTS = 225 as Cents;
export const BULK_TRANSFER_FEE_CENTS = 100 as Cents;
export const BULK_TRANSFER_BUSINESS_DAYS = 3;
export const SETTLEMENT_BUSINESS_DAYS = { minimum: 3, maximum: 5 } as const;
export const FILE_NOTIFICATION_MINIMUM_INTERVAL_MINUTES = 5;
export const CASE_STUDY_MONTHS_TO_PAY = 11;
export const CASE_STUDY_SLUGS = [
  'solis-credit',
  'made-technologies',
  'cj-cubes-wholesale',
] as const;

// Ids used with the API (2.1, 7)
export const DOCUMENT_IDS = {
  terms: 'yo-terms-and-conditions',
  privacy: 'yo-privacy-policy',
  agentListing: 'yo-agent-listing',
  letterOfInterest: 'yo-letter-of-interest',
  scan2payVideo: 'yo-scan2pay-vid',
  howToScanVideo: 'yo-how2scan-vid',
  paymentGatewayVideo: 'yo-payment-gateway-vid',
  threeDSecureVideo: 'yo-3dsecure-vid',
  failedTransactionVideo: 'yo-failed-txn-vid',
} as const;
export const SERVICE_IDS = { billPay: 'billpay', topUp: 'topup' } as const;
/**
 * The ALTCHA challenge of a login to an account being guessed at (`?username=` the email): its
 * cost grows with the account's failed logins. Answered as ALTCHA's widget reads it.
 */
export const LOGIN_CAPTCHA_CHALLENGE_PATH = '/api/captcha/login';
export const CAPTCHA_ACTIONS = { billPay: 'postBillPay', topUp: 'postTopup' } as const;
/** The states list the address form loads first (7: "the form requests country code 840"). */
export const INITIAL_STATES_COUNTRY_CODE = STATE_REQUIRED_COUNTRY_CODE;
/**
 * Where the web build puts the app's typeface (latin) under a fixed name, for the pages the API
 * renders inside the payment frame, which cannot know the hashed name of the app's own copy.
 */
export const RESULT_PAGE_FONT_PATH = '/fonts/inter-latin-wght-normal.woff2';
