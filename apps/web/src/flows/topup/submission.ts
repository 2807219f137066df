import { toWireAmount, type Cents, type TopUpSubmission } from '@yo/domain';
import { billingAddressOf, paymentDetailsOf, type SubmissionPayer } from '../../forms/payment';
import type { TopUpState } from './machine';
import { chosenAmount, coversVat } from './machine';

/**
 * The body of Topup/PostTopupTransaction (spec 3, 7): the preset's or custom amount before the
 * cover-VAT uplift (the server applies it and computes the charge itself), no donation step.
 */
export function buildTopUpSubmission(
  state: TopUpState,
  payer: SubmissionPayer,
  /** The customer confirmed topping up again a number the server says was just topped up. */
  confirmDuplicate = false,
): TopUpSubmission {
  const amount = chosenAmount(state) ?? (0 as Cents);
  return {
    phoneProviderId: state.carrier?.phoneProviderId ?? 0,
    msisdn: state.mobileNumber,
    coverVat: coversVat(state),
    countryId: state.country?.countryId ?? 0,
    amount: toWireAmount(amount),
    donationAmount: 0,
    charityId: 0,
    paymentDetails: paymentDetailsOf(state.card, payer),
    billingAddress: billingAddressOf(state.card, state.address, {
      email: state.email,
      phoneNumber: state.mobileNumber,
    }),
    email: state.email.trim(),
    shouldSaveCard: payer.customerCardId === 0 && payer.saveCard,
    tac: state.consent.agreed,
    ppolicy: state.consent.agreed,
    googleRecaptchaToken: state.consent.captcha,
    v2Captcha: state.consent.captcha,
    ...(confirmDuplicate ? { confirmDuplicate } : {}),
  };
}
