import { validateCardNotSaved, type SavedCard } from '@yo/domain';
import { emptyAddress, type AddressForm } from '../../forms/types';

/** The cards a customer can pay with: live ones, the primary first, then as the server listed. */
export function sortSavedCards(cards: readonly SavedCard[]): SavedCard[] {
  const live = cards.filter((card) => card.isActive && !card.isDeleted);
  return [...live.filter((card) => card.isPrimary), ...live.filter((card) => !card.isPrimary)];
}

/**
 * The card to pay with before the customer chooses: the primary one, or the only one (issue 29).
 * None when there are several and none is primary: the customer picks.
 */
export function preferredSavedCard(cards: readonly SavedCard[]): SavedCard | undefined {
  const live = sortSavedCards(cards);
  return live.find((card) => card.isPrimary) ?? (live.length === 1 ? live[0] : undefined);
}

/** A saved card's billing address as the address form holds it, or the empty default (4.6). */
export function savedCardAddress(card: SavedCard): AddressForm {
  const address = card.billingAddress;
  // A card saved while paying keeps the address sent then (its id 0, as a new address's).
  if (!address || !address.line1.trim()) return emptyAddress();
  return {
    countryCode: address.countryCode || emptyAddress().countryCode,
    state: address.state ?? '',
    city: address.city,
    line1: address.line1,
    line2: address.line2 ?? '',
    postalCode: address.postalCode ?? '',
  };
}

/**
 * 'This card is already saved for this account.' when a saved card has the new card's last four
 * (then 'Save Card' is disabled), else undefined.
 */
export function cardAlreadySaved(
  cardNumber: string,
  savedCards: readonly SavedCard[],
): string | undefined {
  return validateCardNotSaved(cardNumber, savedCards);
}

/** What a payment form knows of its payer's card choice (bill pay's and top-up's alike). */
export interface CardChoice {
  mode: 'guest' | 'customer';
  cardSource: 'saved' | 'new';
  customerCardId: number;
  saveCard: boolean;
  card: { cardNumber: string };
  savedCards: readonly SavedCard[];
}

/**
 * The payer of a submission: a customer's saved card by its id, or a new card, saved only when
 * the customer asked and it is not saved already.
 */
export function submissionPayer(choice: CardChoice): { customerCardId: number; saveCard: boolean } {
  const saved = choice.mode === 'customer' && choice.cardSource === 'saved';
  return {
    customerCardId: saved ? choice.customerCardId : 0,
    saveCard:
      choice.mode === 'customer' &&
      !saved &&
      choice.saveCard &&
      cardAlreadySaved(choice.card.cardNumber, choice.savedCards) === undefined,
  };
}
