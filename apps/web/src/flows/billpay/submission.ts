import {
  BILL_PAY_TRANSACTION_TYPE,
  expiryToStored,
  parseAmount,
  reviewBreakdown,
  splitCardHolderName,
  toWireAmount,
  validateBillingAddress,
  type BillPayTransactionRequest,
  type Cents,
  type Provider,
  type ReviewBreakdown,
} from '@yo/domain';
import type { QuickPayState } from '../../state/quickpay';

/** The donation counts only with a charity chosen. */
export function donationCents(state: QuickPayState): Cents {
  if (state.details.charityId === null) return 0 as Cents;
  return parseAmount(state.details.donationAmount) ?? (0 as Cents);
}

/** The review's lines (section 9), from @yo/domain. */
export function breakdownFor(
  state: QuickPayState,
  provider: Provider | undefined,
): ReviewBreakdown {
  return reviewBreakdown({
    amount: parseAmount(state.details.amount) ?? (0 as Cents),
    donation: donationCents(state),
    ...(state.serverTotal === null ? {} : { serverTotal: state.serverTotal }),
    customerFee: provider?.customerFee ?? 0,
    customerCardRate: provider?.customerCardRate ?? 0,
  });
}

function addressIsBlank(state: QuickPayState): boolean {
  const { line1, line2, city, postalCode, state: region } = state.address;
  return [line1, line2, city, postalCode, region].every((value) => value.trim() === '');
}

/** Who pays: a customer's saved card (its id), or a new card (0) and whether to save it. */
export interface SubmissionPayer {
  customerCardId: number;
  saveCard: boolean;
}

/**
 * The body of Transaction/PostTransactionAsync (spec 3, 7): `amount` is the bpTotal (the amount
 * with its fee), `billPayAmount` what the customer typed; the server recomputes and checks both.
 */
export function buildSubmission(
  state: QuickPayState,
  provider: Provider | undefined,
  payer: SubmissionPayer = { customerCardId: 0, saveCard: false },
): BillPayTransactionRequest {
  const saved = payer.customerCardId > 0;
  const breakdown = breakdownFor(state, provider);
  const bpTotal = (breakdown.total - breakdown.donation) as Cents;
  const { firstName, lastName } = splitCardHolderName(state.card.name);
  const withAddress =
    !addressIsBlank(state) && validateBillingAddress(state.address, { required: false }).ok;
  return {
    amount: toWireAmount(bpTotal),
    billPayAmount: toWireAmount(breakdown.amount),
    accountNumber: state.details.accountNumber.trim(),
    accountHolderName: state.accountHolderName || null,
    providerId: state.details.providerId ?? 0,
    charityId: breakdown.donation > 0 ? (state.details.charityId ?? 0) : 0,
    donationAmount: toWireAmount(breakdown.donation),
    customerCardRate: provider?.customerCardRate ?? 0,
    customerFee: toWireAmount(breakdown.fee),
    transactionType: BILL_PAY_TRANSACTION_TYPE,
    email: state.details.email.trim(),
    phoneNumber: state.details.phoneNumber,
    comment: provider?.commentsField ? state.details.comment : null,
    paymentDetails: saved
      ? {
          // A saved card: the server pays with its gateway token; only the CVV is typed again.
          customerCardId: payer.customerCardId,
          name: state.card.name.trim(),
          cvv: state.card.cvv,
          shouldSaveCard: false,
        }
      : {
          customerCardId: 0,
          name: state.card.name.trim(),
          cardNumber: state.card.cardNumber.replace(/\D/g, ''),
          expirationDate: expiryToStored(state.card.expirationDate),
          cvv: state.card.cvv,
          shouldSaveCard: payer.saveCard,
        },
    billingAddress: withAddress
      ? {
          id: 0,
          firstName,
          lastName,
          line1: state.address.line1.trim(),
          line2: state.address.line2.trim() || null,
          city: state.address.city.trim(),
          state: state.address.state || null,
          postalCode: state.address.postalCode.trim() || null,
          countryCode: state.address.countryCode,
          emailAddress: state.details.email.trim(),
          phoneNumber: state.details.phoneNumber,
        }
      : null,
    shouldSaveCard: !saved && payer.saveCard,
    tac: state.consent.agreed,
    ppolicy: state.consent.agreed,
    googleRecaptchaToken: state.consent.captcha,
    v2Captcha: state.consent.captcha,
  };
}
