import {
  BILL_PAY_TRANSACTION_TYPE,
  parseAmount,
  reviewBreakdown,
  toWireAmount,
  type BillPayTransactionRequest,
  type Cents,
  type Provider,
  type ReviewBreakdown,
} from '@yo/domain';
import { billingAddressOf, paymentDetailsOf, type SubmissionPayer } from '../../forms/payment';
import type { QuickPayState } from '../../state/quickpay';

export type { SubmissionPayer };

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

/**
 * The body of Transaction/PostTransactionAsync (spec 3, 7): `amount` is the bpTotal (the amount
 * with its fee), `billPayAmount` what the customer typed; the server recomputes and checks both.
 */
export function buildSubmission(
  state: QuickPayState,
  provider: Provider | undefined,
  payer: SubmissionPayer = { customerCardId: 0, saveCard: false },
  /** The customer confirmed paying again a bill the server says was just paid. */
  confirmDuplicate = false,
): BillPayTransactionRequest {
  const saved = payer.customerCardId > 0;
  const breakdown = breakdownFor(state, provider);
  const bpTotal = (breakdown.total - breakdown.donation) as Cents;
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
    paymentDetails: paymentDetailsOf(state.card, payer),
    billingAddress: billingAddressOf(state.card, state.address, {
      email: state.details.email,
      phoneNumber: state.details.phoneNumber,
    }),
    shouldSaveCard: !saved && payer.saveCard,
    tac: state.consent.agreed,
    ppolicy: state.consent.agreed,
    googleRecaptchaToken: state.consent.captcha,
    v2Captcha: state.consent.captcha,
    ...(confirmDuplicate ? { confirmDuplicate } : {}),
  };
}
