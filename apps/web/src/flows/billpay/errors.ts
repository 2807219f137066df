import {
  validateBillPayDetailsField,
  validateBillingAddressField,
  validateConsent,
  validatePaymentCardField,
} from '@yo/domain';
import {
  ADDRESS_FIELDS,
  CARD_FIELDS,
  DETAIL_FIELDS,
  SAVED_CARD_FIELDS,
  cardCheck,
  providerOf,
  usesSavedCard,
  type BillPayState,
} from './state';

/** The messages under the fields of each step; a field without one is valid (or untouched). */
export interface StepErrors {
  details: Partial<Record<(typeof DETAIL_FIELDS)[number], string>>;
  card: Partial<Record<(typeof CARD_FIELDS)[number] | 'customerCardId', string>>;
  address: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;
  consent: { agreed?: string; captcha?: string };
}

/** The messages of the touched fields, from @yo/domain's rules (and the server's account check). */
export function errorsOf(state: BillPayState): StepErrors {
  const touched = new Set(state.touched);
  const errors: StepErrors = { details: {}, card: {}, address: {}, consent: {} };
  const context = { provider: providerOf(state) ?? null };
  for (const name of DETAIL_FIELDS) {
    const server =
      name === 'amount' || name === 'accountNumber' ? state.serverErrors[name] : undefined;
    const message =
      server ??
      (touched.has(name)
        ? ((state.detailsRechecked
            ? validateBillPayDetailsField(name, state.details, { ...context, repeat: true })
            : undefined) ?? validateBillPayDetailsField(name, state.details, context))
        : undefined);
    if (message) errors.details[name] = message;
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

/** What shows: the messages held while a button is pressed down, else the current ones. */
export function visibleErrors(state: BillPayState): StepErrors {
  return state.held ?? errorsOf(state);
}

/** The current step's messages in field order, for the error summary (after a failed press). */
export function summaryOf(state: BillPayState): Array<{ name: string; message: string }> {
  const errors = visibleErrors(state);
  const step =
    state.activeStep === 0
      ? errors.details
      : state.activeStep === 1
        ? errors.card
        : state.activeStep === 2
          ? errors.address
          : state.activeStep === 3
            ? errors.consent
            : {};
  return Object.entries(step)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, message]) => ({ name, message }));
}
