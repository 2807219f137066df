import {
  TOP_UP_MSISDN_LENGTH,
  topUpMessages,
  validateBillingAddressField,
  validateConsent,
  validatePaymentCardField,
  validateTopUpField,
} from '@yo/domain';
import type { TopUpState } from './machine';
import {
  ADDRESS_FIELDS,
  CARD_FIELDS,
  SAVED_CARD_FIELDS,
  cardCheck,
  customAmountError,
  usesSavedCard,
} from './machine';

/** The messages under the fields; a field without one is valid (or untouched). */
export interface TopUpErrors {
  mobileNumber?: string;
  amount?: string;
  email?: string;
  card: Partial<Record<(typeof CARD_FIELDS)[number] | 'customerCardId', string>>;
  address: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;
  consent: { agreed?: string; captcha?: string };
}

/** The messages of the touched fields, from @yo/domain's rules and the server's number check. */
export function topUpErrors(state: TopUpState): TopUpErrors {
  const touched = new Set(state.touched);
  const errors: TopUpErrors = { card: {}, address: {}, consent: {} };
  // 5.10: the server's message under the number; a number not yet 11 digits, once left.
  if (state.numberMessage) errors.mobileNumber = state.numberMessage;
  else if (
    touched.has('mobileNumber') &&
    !state.checkingNumber &&
    state.mobileNumber.length !== TOP_UP_MSISDN_LENGTH
  ) {
    errors.mobileNumber = topUpMessages.mobileInvalid;
  }
  // A custom amount out of the carrier's bounds shows its message as soon as it is committed.
  const amount = customAmountError(state);
  if (amount) errors.amount = amount;
  if (touched.has('email')) {
    const email = validateTopUpField('email', { email: state.email });
    if (email) errors.email = email;
  }
  const card = cardCheck(state);
  for (const name of usesSavedCard(state) ? SAVED_CARD_FIELDS : CARD_FIELDS) {
    const message = touched.has(name)
      ? validatePaymentCardField(name, card.values, card.context)
      : undefined;
    if (message) errors.card[name] = message;
  }
  for (const name of ADDRESS_FIELDS) {
    const message = touched.has(name)
      ? validateBillingAddressField(name, state.address, { required: false })
      : undefined;
    if (message) errors.address[name] = message;
  }
  const consent = validateConsent(state.consent);
  if (!consent.ok) {
    if (touched.has('agreed') && consent.errors.agreed)
      errors.consent.agreed = consent.errors.agreed;
    if (touched.has('captcha') && consent.errors.captcha) {
      errors.consent.captcha = consent.errors.captcha;
    }
  }
  return errors;
}
