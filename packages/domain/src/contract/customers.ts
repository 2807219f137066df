/** Requests of the account calls (section 7: customers/*). */
import { boolean, object, optional, nullable, string, integer, type Infer } from 'superstruct';
import { QueryInteger } from './envelope.js';
import { BillingAddressStruct } from './entities.js';

/** The customer comes from the token; a customer id in a URL is only checked against it. */
export const AddPhoneRequestStruct = object({
  phoneNumber: string(),
  isActive: boolean(),
  isPrimary: boolean(),
});
export type AddPhoneRequest = Infer<typeof AddPhoneRequestStruct>;

export const PhoneActionQueryStruct = object({ phoneId: QueryInteger, customerId: QueryInteger });
export type PhoneActionQuery = Infer<typeof PhoneActionQueryStruct>;

export const PrimaryCardQueryStruct = object({ id: QueryInteger, customerId: QueryInteger });
export type PrimaryCardQuery = Infer<typeof PrimaryCardQueryStruct>;

/** A new saved card: the server tokenises the number with the gateway and keeps only the token. */
export const AddCardRequestStruct = object({
  name: string(),
  cardNumber: string(),
  /** MMYY */
  expirationDate: string(),
  cvv: string(),
  nickName: optional(nullable(string())),
  isPrimary: boolean(),
  billingAddress: BillingAddressStruct,
  /** Terms agreement of the account card form. */
  tac: boolean(),
});
export type AddCardRequest = Infer<typeof AddCardRequestStruct>;

export const UpdateCardRequestStruct = object({
  customerCardId: integer(),
  name: string(),
  /** MMYY */
  expirationDate: string(),
  nickName: string(),
  isPrimary: boolean(),
  billingAddress: BillingAddressStruct,
  tac: boolean(),
});
export type UpdateCardRequest = Infer<typeof UpdateCardRequestStruct>;

export const RemoveCardRequestStruct = object({ customerCardId: integer() });
export type RemoveCardRequest = Infer<typeof RemoveCardRequestStruct>;

export const UpdateProfileRequestStruct = object({ firstName: string(), lastName: string() });
export type UpdateProfileRequest = Infer<typeof UpdateProfileRequestStruct>;
