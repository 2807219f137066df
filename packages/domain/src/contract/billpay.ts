/** Requests of the bill-pay calls (section 7: Transaction/*). */
import {
  boolean,
  integer,
  is,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';
import { QueryInteger, QueryNumber } from './envelope.js';
import { BillingAddressStruct, PaymentDetailsStruct, WireAmount } from './entities.js';

export const CustomerPaymentAmountQueryStruct = object({
  billpayAmount: QueryNumber,
  merchantId: QueryInteger,
});
export type CustomerPaymentAmountQuery = Infer<typeof CustomerPaymentAmountQueryStruct>;

export const ValidateAccountQueryStruct = object({
  providerId: QueryInteger,
  accountNumber: string(),
  amount: QueryNumber,
});
export type ValidateAccountQuery = Infer<typeof ValidateAccountQueryStruct>;

/** The account status the server answers with: valid when `status` is 'ACTIVE'. */
export const ACCOUNT_ACTIVE = 'ACTIVE';

/**
 * POST Transaction/PostTransactionAsync. `amount` is the `bpTotal` (fee included), and
 * `billPayAmount` the amount the customer typed. Sent with an Idempotency-Key header.
 */
export const BillPayTransactionRequestStruct = object({
  amount: WireAmount,
  billPayAmount: WireAmount,
  accountNumber: string(),
  accountHolderName: optional(nullable(string())),
  providerId: integer(),
  /** 0 if none. */
  charityId: integer(),
  donationAmount: WireAmount,
  customerCardRate: number(),
  customerFee: WireAmount,
  /** 1 by default. */
  transactionType: integer(),
  email: string(),
  phoneNumber: string(),
  comment: optional(nullable(string())),
  paymentDetails: PaymentDetailsStruct,
  billingAddress: nullable(BillingAddressStruct),
  shouldSaveCard: boolean(),
  /** Terms and privacy: one checkbox sets both. */
  tac: boolean(),
  ppolicy: boolean(),
  googleRecaptchaToken: string(),
  v2Captcha: string(),
  /**
   * The customer confirmed paying again a bill paid with the same card within the last minutes;
   * without it such a payment is refused with `BillPayDuplicateStruct` as its data.
   */
  confirmDuplicate: optional(boolean()),
});
export type BillPayTransactionRequest = Infer<typeof BillPayTransactionRequestStruct>;

export const ReceiptQueryStruct = object({ orderId: string() });
export type ReceiptQuery = Infer<typeof ReceiptQueryStruct>;

/**
 * The data of a payment POST's refusal of a payment like one already made or in flight (bill pay:
 * same payee, account, amount and card; top-up: same number, carrier, amount and card; within
 * DUPLICATE_PAYMENT_WINDOW_MS): its msg says how long ago; sent again with
 * `confirmDuplicate: true`, the payment goes ahead.
 */
export const PaymentDuplicateStruct = type({
  duplicateOf: type({ orderId: string(), minutesAgo: integer() }),
});
export type PaymentDuplicate = Infer<typeof PaymentDuplicateStruct>;
export const isPaymentDuplicate = (data: unknown): data is PaymentDuplicate =>
  is(data, PaymentDuplicateStruct);
/** Bill pay's name for the same answer. */
export const BillPayDuplicateStruct = PaymentDuplicateStruct;
export type BillPayDuplicate = PaymentDuplicate;
export const isBillPayDuplicate = isPaymentDuplicate;
