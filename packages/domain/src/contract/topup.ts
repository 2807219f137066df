/** Requests of the top-up calls (section 7: topup/*). */
import { boolean, integer, nullable, object, optional, string, type Infer } from 'superstruct';
import { QueryInteger } from './envelope.js';
import { BillingAddressStruct, PaymentDetailsStruct, WireAmount } from './entities.js';

export const PresetTopUpsQueryStruct = object({ phoneProviderId: QueryInteger });
export type PresetTopUpsQuery = Infer<typeof PresetTopUpsQueryStruct>;

export const ValidateMsisdnQueryStruct = object({ msisdn: string() });
export type ValidateMsisdnQuery = Infer<typeof ValidateMsisdnQueryStruct>;

/**
 * POST Topup/PostTopupTransaction. `amount` is the preset's or custom amount (before the cover-VAT
 * uplift, which the server applies when `coverVat` is set). Sent with an Idempotency-Key header.
 */
export const TopUpSubmissionStruct = object({
  phoneProviderId: integer(),
  msisdn: string(),
  coverVat: boolean(),
  countryId: integer(),
  amount: WireAmount,
  donationAmount: WireAmount,
  /** 0 if none, else the charity's providerId. */
  charityId: integer(),
  paymentDetails: PaymentDetailsStruct,
  billingAddress: nullable(BillingAddressStruct),
  email: string(),
  shouldSaveCard: boolean(),
  tac: boolean(),
  ppolicy: boolean(),
  googleRecaptchaToken: string(),
  v2Captcha: string(),
  /**
   * The customer confirmed topping up again a number topped up (or being topped up) with the same
   * card, carrier and amount within the last minutes; without it such a top-up is refused with
   * `PaymentDuplicateStruct` as its data.
   */
  confirmDuplicate: optional(boolean()),
});
export type TopUpSubmission = Infer<typeof TopUpSubmissionStruct>;
