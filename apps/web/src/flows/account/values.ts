/**
 * The 'Edit Payment Method' form's values and what they become on the wire (spec 2.15, 3, 5.7):
 * a saved card to edit, a new card to add, the payloads of customers/addcard and updatecard.
 */
import {
  DEFAULT_BILLING_COUNTRY_CODE,
  digitsOnly,
  expiryFromStored,
  expiryToStored,
  splitCardHolderName,
  type AccountCardValues,
  type AddCardRequest,
  type BillingAddress,
  type SavedCard,
  type UpdateCardRequest,
} from '@yo/domain';

/** The form as shown: the account card values and the 'Primary Payment Method' checkbox. */
export interface CardFormValues extends AccountCardValues {
  isPrimary: boolean;
}
export type CardFormField = keyof CardFormValues;

/** A new card: the default billing country; primary when it is the customer's first card. */
export function newCardValues(hasCards: boolean): CardFormValues {
  return {
    name: '',
    cardNumber: '',
    expirationDate: '',
    cvv: '',
    nickName: '',
    countryCode: DEFAULT_BILLING_COUNTRY_CODE,
    state: '',
    city: '',
    line1: '',
    line2: '',
    postalCode: '',
    tac: false,
    isPrimary: !hasCards,
  };
}

/** A saved card in the form: its expiry as MM/YY, its address (or the empty default). */
export function savedCardValues(card: SavedCard): CardFormValues {
  const address = card.billingAddress;
  return {
    name: card.name,
    cardNumber: '',
    expirationDate: expiryFromStored(card.expirationDate),
    cvv: '',
    nickName: card.nickName,
    countryCode: address?.countryCode || DEFAULT_BILLING_COUNTRY_CODE,
    state: address?.state ?? '',
    city: address?.city ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    postalCode: address?.postalCode ?? '',
    tac: false,
    isPrimary: card.isPrimary,
  };
}

function billingAddress(values: CardFormValues, id: number): BillingAddress {
  // 5.8: the holder's name split on whitespace, the last word the last name.
  const { firstName, lastName } = splitCardHolderName(values.name);
  const state = values.state.trim();
  return {
    id,
    firstName,
    lastName,
    line1: values.line1.trim(),
    line2: values.line2.trim() || null,
    city: values.city.trim(),
    state: state || null,
    postalCode: values.postalCode.trim() || null,
    countryCode: values.countryCode,
  };
}

/** customers/addcard's body. The number and CVV go to the server once and are never kept here. */
export function addCardRequest(values: CardFormValues): AddCardRequest {
  const nickName = values.nickName.trim();
  return {
    name: values.name.trim(),
    cardNumber: digitsOnly(values.cardNumber),
    expirationDate: expiryToStored(values.expirationDate),
    cvv: values.cvv.trim(),
    nickName: nickName || null,
    isPrimary: values.isPrimary,
    billingAddress: billingAddress(values, 0),
    tac: values.tac,
  };
}

/** customers/updatecard's body: the saved card's id, name, expiry, primary flag and address. */
export function updateCardRequest(values: CardFormValues, card: SavedCard): UpdateCardRequest {
  return {
    customerCardId: card.customerCardId,
    name: values.name.trim(),
    expirationDate: expiryToStored(values.expirationDate),
    nickName: card.nickName,
    isPrimary: values.isPrimary,
    billingAddress: billingAddress(values, card.billingAddress?.id ?? 0),
    tac: values.tac,
  };
}
