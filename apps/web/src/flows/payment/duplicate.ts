import { isPaymentDuplicate, type CallResult } from '@yo/domain';

/**
 * What a payment POST answered, as every way to pay reads it: the order and its 3-D Secure form,
 * a refusal's message, or the same payment made minutes ago (nothing charged: the customer is
 * asked 'Pay this bill again?' / 'Top up this number again?', and only a yes sends it again with
 * `confirmDuplicate: true` under the same Idempotency-Key).
 */
export type PaymentPostOutcome =
  | { ok: true; orderId: string; htmlForm: string }
  | { ok: false; message: string }
  | { ok: false; message: string; paidRecently: true };

export function paymentPostOutcome(
  result: CallResult<{ orderId: string; htmlForm?: string | null | undefined }>,
): PaymentPostOutcome {
  if (result.ok) {
    return { ok: true, orderId: result.data.orderId, htmlForm: result.data.htmlForm ?? '' };
  }
  if (result.reason === 'refused' && isPaymentDuplicate(result.data)) {
    return { ok: false, message: result.msg, paidRecently: true };
  }
  return { ok: false, message: result.msg };
}

/** The question open before a payment goes again: the server's words on the earlier one. */
export type PayAgainQuestion = { message: string } | null;
