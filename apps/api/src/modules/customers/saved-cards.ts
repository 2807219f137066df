/**
 * A customer's saved cards as the account keeps them: what the customer sees of one, the active
 * ones, their unique nicknames and billing addresses, and keeping a proved card (its PanToken).
 */
import {
  cardMessages,
  digitsOnly,
  splitCardHolderName,
  type BillingAddress,
  type SavedCard,
} from '@yo/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { cardVerifications, customerCards } from '../../db/schema.js';
import type { SaleAddress } from '../../integrations/card-gateway.js';

export type CardRow = typeof customerCards.$inferSelect;
export type VerificationRow = typeof cardVerifications.$inferSelect;

/** What the customer sees of a card number: its last four behind twelve stars. */
export const maskedCardNumber = (four: string) => `************${four}`;

export function savedCardView(card: CardRow): SavedCard {
  const address = (card.billingAddress as BillingAddress | null) ?? null;
  return {
    customerCardId: card.id,
    customerId: card.customerId,
    isActive: card.isActive,
    isPrimary: card.isPrimary,
    isDeleted: !card.isActive,
    cardNumber: maskedCardNumber(card.lastFour),
    cardType: card.brand,
    expirationDate: card.expiration,
    name: card.nameOnCard,
    nickName: card.nickname,
    cvv: null,
    billingAddress: address,
    countryCode: address?.countryCode ?? null,
  };
}

/** A customer's active cards, the primary first, then in the order they were added. */
export async function activeCards(db: Database, customerId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(customerCards)
    .where(and(eq(customerCards.customerId, customerId), eq(customerCards.isActive, true)))
    .orderBy(desc(customerCards.isPrimary), asc(customerCards.id));
}

/** The card if it is this customer's and active; another customer's card is not found. */
export async function ownActiveCard(
  db: Database,
  customerId: number,
  cardId: number,
): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(customerCards)
    .where(
      and(
        eq(customerCards.id, cardId),
        eq(customerCards.customerId, customerId),
        eq(customerCards.isActive, true),
      ),
    );
  return card ?? null;
}

/** 'Visa 1111', or 'Visa 1111 (2)' … when a card of the customer already has that name. */
export function defaultNickname(brand: string, four: string, taken: readonly string[]): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  const base = `${brand} ${four}`;
  if (!names.has(base.toLowerCase())) return base;
  for (let index = 2; ; index += 1) {
    const candidate = `${base} (${index})`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

/** The contract's address, trimmed, as a card keeps it (null when there is none). */
export function storedAddress(address: BillingAddress | null | undefined): BillingAddress | null {
  if (!address || address.line1.trim() === '') return null;
  const trimmed = (value: string | null | undefined) => (value ?? '').trim();
  return {
    id: 0,
    firstName: trimmed(address.firstName),
    lastName: trimmed(address.lastName),
    line1: trimmed(address.line1),
    line2: trimmed(address.line2),
    city: trimmed(address.city),
    state: trimmed(address.state),
    postalCode: trimmed(address.postalCode),
    countryCode: trimmed(address.countryCode),
    emailAddress: trimmed(address.emailAddress),
    phoneNumber: digitsOnly(address.phoneNumber ?? ''),
  };
}

export function gatewayAddress(
  address: BillingAddress | null,
  holderName: string,
  email: string | null,
): SaleAddress | null {
  if (!address) return null;
  const holder = splitCardHolderName(holderName);
  return {
    firstName: address.firstName || holder.firstName,
    lastName: address.lastName || holder.lastName,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    state: address.state ?? null,
    postalCode: address.postalCode ?? null,
    countryCode: address.countryCode,
    email: address.emailAddress || email,
    phone: address.phoneNumber ?? null,
  };
}

const duplicate = Symbol('duplicate card');

/**
 * Keeps a proved card (its PanToken) for the customer and marks its verification Added, in one
 * transaction. The customer's first card is primary whatever was asked; a primary card takes the
 * flag from the one before. Null (and nothing changed) when an active card of the customer has
 * taken its last four or nickname meanwhile.
 */
export async function keepCard(
  db: Database,
  verification: VerificationRow,
  panToken: string,
  now: Date,
  /** Pending for a card saved while paying; Captured for a card check the issuer approved. */
  from: 'Pending' | 'Captured' = 'Pending',
): Promise<CardRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const existing = await activeCards(database, verification.customerId);
      const isPrimary = existing.length === 0 || verification.isPrimary;
      if (isPrimary && existing.length > 0) {
        await database
          .update(customerCards)
          .set({ isPrimary: false, updatedAt: now })
          .where(
            and(
              eq(customerCards.customerId, verification.customerId),
              eq(customerCards.isPrimary, true),
            ),
          );
      }
      const [card] = await database
        .insert(customerCards)
        .values({
          customerId: verification.customerId,
          panToken,
          brand: verification.cardBrand,
          lastFour: verification.cardLastFour,
          expiration: verification.expiration,
          nameOnCard: verification.nameOnCard,
          nickname: verification.nickname,
          billingAddress: verification.billingAddress,
          isPrimary,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!card) throw duplicate;
      const [added] = await database
        .update(cardVerifications)
        .set({ status: 'Added', customerCardId: card.id, spiToken: null, updatedAt: now })
        .where(and(eq(cardVerifications.id, verification.id), eq(cardVerifications.status, from)))
        .returning({ id: cardVerifications.id });
      if (!added) throw duplicate;
      return card;
    });
  } catch (error) {
    if (error === duplicate) return null;
    throw error;
  }
}

/**
 * Keeps a proved card (keepCard), or says why not, as the customer is told: the card already
 * saved, or its nickname taken, by another card kept meanwhile.
 */
export async function keepProvedCard(
  db: Database,
  verification: VerificationRow,
  panToken: string,
  now: Date,
  from: 'Pending' | 'Captured' = 'Pending',
): Promise<{ card: CardRow } | { failure: string }> {
  const card = await keepCard(db, verification, panToken, now, from);
  if (card) return { card };
  const taken = await activeCards(db, verification.customerId);
  const sameFour = taken.some((other) => other.lastFour === verification.cardLastFour);
  return {
    failure: sameFour
      ? cardMessages.alreadySaved
      : cardMessages.nicknameTaken(verification.nickname),
  };
}
