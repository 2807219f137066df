import {
  expiryToStored,
  splitCardHolderName,
  validateBillingAddress,
  type BillingAddress,
  type PaymentDetails,
} from '@yo/domain';
import type { AddressForm, CardForm } from './types';

/** Who pays: a customer's saved card (its id), or a new card (0) and whether to save it. */
export interface SubmissionPayer {
  customerCardId: number;
  saveCard: boolean;
}

/**
 * A payment's card as the API takes it (bill pay, top-up): a saved card by its id with the CVV
 * typed again (the server pays with its gateway token), or a new card's number, MMYY and CVV.
 */
export function paymentDetailsOf(card: CardForm, payer: SubmissionPayer): PaymentDetails {
  if (payer.customerCardId > 0) {
    return {
      customerCardId: payer.customerCardId,
      name: card.name.trim(),
      cvv: card.cvv,
      shouldSaveCard: false,
    };
  }
  return {
    customerCardId: 0,
    name: card.name.trim(),
    cardNumber: card.cardNumber.replace(/\D/g, ''),
    expirationDate: expiryToStored(card.expirationDate),
    cvv: card.cvv,
    shouldSaveCard: payer.saveCard,
  };
}

function addressIsBlank(address: AddressForm): boolean {
  const { line1, line2, city, postalCode, state } = address;
  return [line1, line2, city, postalCode, state].every((value) => value.trim() === '');
}

/**
 * The optional billing address as the API takes it, named after the card holder (5.8: the last
 * word is the last name), or null when none (or no valid one) was given.
 */
export function billingAddressOf(
  card: CardForm,
  address: AddressForm,
  contact: { email: string; phoneNumber: string },
): BillingAddress | null {
  if (addressIsBlank(address) || !validateBillingAddress(address, { required: false }).ok) {
    return null;
  }
  const { firstName, lastName } = splitCardHolderName(card.name);
  return {
    id: 0,
    firstName,
    lastName,
    line1: address.line1.trim(),
    line2: address.line2.trim() || null,
    city: address.city.trim(),
    state: address.state || null,
    postalCode: address.postalCode.trim() || null,
    countryCode: address.countryCode,
    emailAddress: contact.email.trim(),
    phoneNumber: contact.phoneNumber,
  };
}
