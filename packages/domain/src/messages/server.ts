import { LOGIN_CAPTCHA_REQUIRED_MESSAGE } from './auth.js';
import { billPayMessages } from './payment-forms.js';

/**
 * Texts of outcomes only the server knows (the spec says "the server msg" without wording them).
 * The API sends these in `msg`; the app shows them as they come.
 */
export const serverMessages = {
  invalidRequest: (detail: string) => `The request is invalid: ${detail}`,
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request must be sent as application/json.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  invalidAppCredentials: 'The application credentials are not valid.',
  invalidCredentials: 'The email or password is incorrect.',
  /** Someone has been guessing this account's password: a login now needs the captcha solved. */
  loginCaptchaRequired: LOGIN_CAPTCHA_REQUIRED_MESSAGE,
  codeIncorrect: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  codeNotFound: 'This verification code is no longer valid. Please request a new code.',
  codeSendLimit: 'Too many codes were requested. Please try again later.',
  phoneNotVerified: 'Please verify your mobile number with the code we sent first.',
  emailTaken: 'An account with this email address already exists.',
  phoneTaken: 'This mobile number is already registered to an account.',
  registered: 'Registration successful.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password successfully reset',
  phoneNotFound: 'This mobile number was not found on your account.',
  phoneAlreadyOnAccount: 'This mobile number is already on your account.',
  documentNotFound: 'The requested document was not found.',
} as const;

/**
 * Saved cards (customers/getcardlist … removecard, and a card saved while paying): outcomes only
 * the server knows. The account form's own texts are `accountCardMessages`.
 */
export const savedCardMessages = {
  cardNotFound: 'This card was not found on your account.',
  /** The title of the result page in the add-card iframe. */
  cardAdded: 'Card Added',
  cardNotAdded: 'Card Not Added',
  verifying: 'Your card is being verified. Please wait a moment and refresh this page.',
  authenticationFailed:
    'Your card could not be verified with 3-D Secure. Please try again or use another card.',
  verificationExpired: 'The time to verify your card has run out. Please add the card again.',
  gatewayUnavailable: 'The card service is unavailable at the moment. Please try again later.',
} as const;

/** The card-payment decline texts by ISO 8583 / PowerTranz response code. */
const declineReasons: Record<string, string> = {
  '05': 'Your bank declined this payment. Please contact your bank or use another card.',
  '12': 'Your bank declined this transaction. Please use another card.',
  '13': 'The amount was refused by your bank. Please contact your bank.',
  '14': 'The card number is invalid. Please check it or use another card.',
  '51': 'Your card was declined for insufficient funds. Please use another card.',
  '54': 'Your card has expired. Please use another card.',
  '91': 'Your bank could not be reached. Please try again later or use another card.',
  N7: 'The CVV does not match this card. Please check it and try again.',
};

/**
 * Bill-pay outcomes only the server knows: account checks, fee disagreements, the captcha, the
 * idempotency of a submission, card declines and the result of a payment. The API sends them in
 * `msg` and on the result page; the app shows them as they come.
 */
export const paymentMessages = {
  accountNotFound: 'This account number was not found for the selected payee.',
  accountInactive: 'This account is not active. Please check the account number with the payee.',
  accountCheckUnavailable: 'We could not check this account right now. Please try again later.',
  payeeNotFound: billPayMessages.payeeRequired,
  charityNotFound: 'The selected charity is not available.',
  donationInvalid: 'The donation amount is invalid.',
  totalMismatch: (total: string) =>
    `The total for this payment is $${total}. Please review the payment and submit it again.`,
  captchaInvalid: 'The captcha could not be verified. Please complete the captcha again.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required for a payment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment.',
  paymentInProgress: 'This payment is already being processed. Please wait for its result.',
  /** A payment like one that went through minutes ago: charged only once the customer confirms. */
  paidRecently: (minutes: number) =>
    `You paid this bill ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago.`,
  serviceInactive: 'Bill pay is not available at the moment. Please try again later.',
  gatewayUnavailable:
    'The card payment service is unavailable at the moment. Your card was not charged. Please try again later.',
  authenticationFailed:
    'Your card could not be verified with 3-D Secure. Your card was not charged. Please try again or use another card.',
  sessionExpired:
    'The time to verify your card has run out. Your card was not charged. Please start a new transaction.',
  paymentSuccessful: 'Payment Successful',
  /** A 3-D Secure result form posted again after its result was shown: no receipt to a replay. */
  paymentAlreadyCompleted: 'This payment has already been completed.',
  paymentFailed: 'Payment Failed',
  paymentReversed:
    'The payee could not accept this payment, so it was refunded to your card. Please contact the payee.',
  receiptNotFound: 'The receipt was not found.',
  downloadReceipt: 'Download Receipt',
  /** The decline text for a response code; unknown codes get a general text with the code. */
  declined(code: string): string {
    return (
      declineReasons[code] ??
      `Your payment was declined (code ${code}). Please try again or use another card.`
    );
  },
} as const;

/**
 * Activity requests the server refuses (transaction/filtered and its exports). The spec leaves
 * them unworded; the app never sends them, so they name the rule for whoever calls the API.
 */
export const activityMessages = {
  pageSize: (minimum: number, maximum: number) =>
    `The page size must be a whole number from ${minimum} to ${maximum}.`,
  pageNumber: (maximum: number) => `The page number must be a whole number from 1 to ${maximum}.`,
  startDate: 'The start date must be a date written as YYYY-MM-DD.',
  endDate: 'The end date must be a date written as YYYY-MM-DD.',
  dateOrder: 'The start date must not be after the end date.',
  tranType: (allowed: string) => `The transaction type must be one of: ${allowed}.`,
  tranStatus: (allowed: string) => `The transaction status must be one of: ${allowed}.`,
  /** The Excel export's worksheet (its header row is `screenText.activityColumns`, 2.14). */
  exportSheetName: 'Transactions',
} as const;
