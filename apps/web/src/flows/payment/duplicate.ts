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

/** What a payment form keeps while it asks: its submit's state and the open question. */
interface AskingState {
  loading: 'idle' | 'pending';
  result: { status: string };
  payAgain: PayAgainQuestion;
}

/**
 * The server refused the payment as a duplicate: nothing was charged and the captcha was not
 * spent, so the review waits for the customer's answer.
 */
export function askPayAgain<S extends AskingState>(state: S, message: string): S {
  return { ...state, loading: 'idle', result: { status: 'none' }, payAgain: { message } };
}

/**
 * The answer: yes submits again, confirmed (the machine's own submit); no only closes it.
 */
export function answerPayAgain<S extends AskingState, R>(
  state: S,
  yes: boolean,
  submit: (state: S, confirmDuplicate: boolean) => R,
  only: (state: S) => R,
): R {
  if (!state.payAgain) return only(state);
  const closed = { ...state, payAgain: null };
  return yes ? submit(closed, true) : only(closed);
}
