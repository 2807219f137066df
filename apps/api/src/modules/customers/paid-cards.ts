/**
 * Cards saved while paying (bill pay, top-up): recorded beside the sale under its gateway key,
 * never with the number or the CVV, and kept once the sale that proves them is captured. The
 * payments' life cycle (modules/payments/records.ts) calls these; the sale is the proof.
 */
import { randomUUID } from 'node:crypto';
import {
  detectCardBrand,
  digitsOnly,
  lastFour,
  savedCardMessages,
  type BillingAddress,
} from '@yo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { cardVerifications, customerCards } from '../../db/schema.js';
import { activeCards, defaultNickname, keepProvedCard, storedAddress } from './saved-cards.js';

export class PaidCards {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number,
  ) {}

  /**
   * A new card the customer asked to save while paying: recorded with the sale's gateway key, so
   * the completed sale can keep it (`keepPaidCard`). It has no order of its own: the sale's row
   * stands for it.
   */
  async recordCardToSave(values: {
    customerId: number;
    sessionId: string;
    gatewayTransactionId: string;
    cardNumber: string;
    expiration: string;
    nameOnCard: string;
    billingAddress: BillingAddress | null;
  }): Promise<void> {
    const four = lastFour(values.cardNumber);
    const brand = detectCardBrand(values.cardNumber) ?? 'Card';
    const cards = await activeCards(this.db, values.customerId);
    const now = new Date(this.clock());
    await this.db.insert(cardVerifications).values({
      id: randomUUID(),
      customerId: values.customerId,
      sessionId: values.sessionId,
      gatewayTransactionId: values.gatewayTransactionId,
      cardBrand: brand,
      cardLastFour: four,
      expiration: digitsOnly(values.expiration),
      nameOnCard: values.nameOnCard.trim(),
      nickname: defaultNickname(
        brand,
        four,
        cards.map((card) => card.nickname),
      ),
      billingAddress: storedAddress(values.billingAddress),
      isPrimary: false,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * The sale that carried a card to save is over: approved with a PanToken, the card is kept
   * (primary if it is the customer's first; its nickname made unique again if one was taken
   * meanwhile); otherwise the record is closed as failed.
   */
  async keepPaidCard(
    gatewayTransactionId: string,
    panToken: string | null,
    failure?: string,
  ): Promise<void> {
    const [row] = await this.db
      .select()
      .from(cardVerifications)
      .where(
        and(
          eq(cardVerifications.gatewayTransactionId, gatewayTransactionId),
          eq(cardVerifications.status, 'Pending'),
        ),
      );
    if (!row) return;
    if (!panToken) return this.#close(row.id, failure ?? savedCardMessages.gatewayUnavailable);
    const others = await this.db
      .select({ nickname: customerCards.nickname })
      .from(customerCards)
      .where(
        and(
          eq(customerCards.customerId, row.customerId),
          eq(customerCards.isActive, true),
          ne(customerCards.lastFour, row.cardLastFour),
        ),
      );
    const nickname = defaultNickname(
      row.cardBrand,
      row.cardLastFour,
      others.map((other) => other.nickname),
    );
    if (nickname !== row.nickname) {
      await this.db
        .update(cardVerifications)
        .set({ nickname })
        .where(eq(cardVerifications.id, row.id));
    }
    const kept = await keepProvedCard(this.db, { ...row, nickname }, panToken, this.#now());
    if ('failure' in kept) return this.#close(row.id, kept.failure);
    this.log.info({ orderId: row.id, customerCardId: kept.card.id }, 'card saved');
  }

  #now(): Date {
    return new Date(this.clock());
  }

  /** The record of a card that was not kept, closed with the reason. */
  async #close(id: string, message: string): Promise<void> {
    await this.db
      .update(cardVerifications)
      .set({ status: 'Failed', statusMessage: message, spiToken: null, updatedAt: this.#now() })
      .where(and(eq(cardVerifications.id, id), eq(cardVerifications.status, 'Pending')));
  }
}
