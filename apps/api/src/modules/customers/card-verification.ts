import { randomUUID } from 'node:crypto';
import {
  cardMessages,
  detectCardBrand,
  digitsOnly,
  lastFour,
  paymentMessages,
  savedCardMessages,
  toCents,
  type AddCardRequest,
  type BillingAddress,
} from '@yo/domain';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { cardVerifications, customerCards } from '../../db/schema.js';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type CardGateway,
} from '../../integrations/card-gateway.js';
import {
  GATEWAY_TRANSACTION_ID,
  expiredAtGateway,
  passedThreeDSecure,
  spiTokenUsable,
  waitWhilePending,
} from '../payments/three-d-secure.js';

import {
  activeCards,
  defaultNickname,
  gatewayAddress,
  keepCard,
  storedAddress,
  type VerificationRow,
} from './saved-cards.js';

export {
  activeCards,
  defaultNickname,
  gatewayAddress,
  maskedCardNumber,
  ownActiveCard,
  savedCardView,
  storedAddress,
  type CardRow,
  type VerificationRow,
} from './saved-cards.js';

export interface CardVerificationOptions {
  db: Database;
  gateway: CardGateway;
  log: FastifyBaseLogger;
  clock?: () => number;
}

/** A new card to prove: the account form's values, already checked. */
export interface CardToVerify {
  customerId: number;
  sessionId: string;
  request: AddCardRequest;
  nickname: string;
  isPrimary: boolean;
  merchantResponseUrl: string;
}

export type VerificationStart =
  { ok: true; orderId: string; htmlForm: string } | { ok: false; msg: string };

/**
 * Proving a card before it is saved (customers/addcard): a zero-amount 3-D Secure authorisation
 * that asks the gateway for a PanToken; the card is kept only when the issuer approves it. The
 * same record stands for a new card saved while paying a bill: there the sale proves it.
 */
export class CardVerifications {
  readonly #db: Database;
  readonly #gateway: CardGateway;
  readonly #log: FastifyBaseLogger;
  readonly #clock: () => number;

  constructor(options: CardVerificationOptions) {
    this.#db = options.db;
    this.#gateway = options.gateway;
    this.#log = options.log;
    this.#clock = options.clock ?? Date.now;
  }

  #now(): Date {
    return new Date(this.#clock());
  }

  async start(card: CardToVerify): Promise<VerificationStart> {
    const { request } = card;
    const number = digitsOnly(request.cardNumber);
    const id = randomUUID();
    const gatewayTransactionId = randomUUID();
    const address = storedAddress(request.billingAddress);
    const now = this.#now();
    await this.#db.insert(cardVerifications).values({
      id,
      customerId: card.customerId,
      sessionId: card.sessionId,
      gatewayTransactionId,
      brand: detectCardBrand(number) ?? 'Card',
      lastFour: lastFour(number),
      expiration: digitsOnly(request.expirationDate),
      nameOnCard: request.name.trim(),
      nickname: card.nickname,
      billingAddress: address,
      isPrimary: card.isPrimary,
      createdAt: now,
      updatedAt: now,
    });
    let start;
    try {
      start = await this.#gateway.startSale({
        kind: 'auth',
        transactionIdentifier: gatewayTransactionId,
        orderIdentifier: id,
        amount: toCents(0),
        tokenize: true,
        card: {
          number,
          cvv: request.cvv.trim(),
          expiry: digitsOnly(request.expirationDate),
          holderName: request.name.trim(),
        },
        billingAddress: gatewayAddress(address, request.name, null),
        merchantResponseUrl: card.merchantResponseUrl,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error(
        { orderId: id, reason: error.message },
        'card gateway unavailable for a card check',
      );
      await this.#fail(id, savedCardMessages.gatewayUnavailable);
      return { ok: false, msg: savedCardMessages.gatewayUnavailable };
    }
    if (start.kind === 'declined') {
      const message = paymentMessages.declined(start.isoResponseCode);
      await this.#fail(id, message);
      this.#log.info(
        { orderId: id, isoResponseCode: start.isoResponseCode },
        'card check declined',
      );
      return { ok: false, msg: message };
    }
    await this.#db
      .update(cardVerifications)
      .set({ spiToken: start.spiToken, spiTokenExpiresAt: start.expiresAt, updatedAt: this.#now() })
      .where(eq(cardVerifications.id, id));
    this.#log.info({ orderId: id }, 'card check awaiting 3-D Secure');
    return { ok: true, orderId: id, htmlForm: start.redirectData };
  }

  async #fail(id: string, message: string): Promise<VerificationRow> {
    const [row] = await this.#db
      .update(cardVerifications)
      .set({ status: 'Failed', statusMessage: message, spiToken: null, updatedAt: this.#now() })
      .where(and(eq(cardVerifications.id, id), eq(cardVerifications.status, 'Pending')))
      .returning();
    return row ?? this.#byId(id);
  }

  async #byId(id: string): Promise<VerificationRow> {
    const [row] = await this.#db
      .select()
      .from(cardVerifications)
      .where(eq(cardVerifications.id, id));
    return row!;
  }

  /**
   * The ACS's answer for a card check: completes the authorisation only when 3-D Secure passed
   * (Y, A, or not enrolled) within the SpiToken's life, and keeps the card when it is approved.
   * A repeated post completes nothing twice. Null when the answer is not one of ours.
   */
  async complete(auth: AuthenticationResult): Promise<VerificationRow | null> {
    if (!GATEWAY_TRANSACTION_ID.test(auth.transactionIdentifier)) return null;
    const [row] = await this.#db
      .select()
      .from(cardVerifications)
      .where(eq(cardVerifications.gatewayTransactionId, auth.transactionIdentifier));
    // A verification a sale stands for (saved while paying) is completed by bill pay, not here.
    if (!row || row.id !== auth.orderIdentifier) return null;
    if (row.status !== 'Pending') return row;
    const [claimed] = await this.#db
      .update(cardVerifications)
      .set({ completionClaimedAt: this.#now(), updatedAt: this.#now() })
      .where(
        and(
          eq(cardVerifications.id, row.id),
          eq(cardVerifications.status, 'Pending'),
          isNull(cardVerifications.completionClaimedAt),
        ),
      )
      .returning();
    if (!claimed) return waitWhilePending(() => this.#byId(row.id));
    if (!spiTokenUsable(claimed, this.#clock()))
      return this.#fail(claimed.id, savedCardMessages.verificationExpired);
    if (!passedThreeDSecure(auth)) {
      this.#log.info(
        { orderId: claimed.id, status: auth.status },
        '3-D Secure not passed; card not kept',
      );
      return this.#fail(claimed.id, savedCardMessages.authenticationFailed);
    }
    let outcome;
    try {
      outcome = await this.#gateway.completePayment(claimed.spiToken);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error(
        { orderId: claimed.id, reason: error.message },
        'card gateway unavailable for a card check',
      );
      return this.#fail(claimed.id, savedCardMessages.gatewayUnavailable);
    }
    if (!outcome.approved) {
      const expired = expiredAtGateway(outcome);
      this.#log.info(
        { orderId: claimed.id, isoResponseCode: outcome.isoResponseCode },
        'card check declined',
      );
      return this.#fail(
        claimed.id,
        expired
          ? savedCardMessages.verificationExpired
          : paymentMessages.declined(outcome.isoResponseCode),
      );
    }
    return this.#keep(claimed, outcome.panToken);
  }

  async #keep(row: VerificationRow, panToken: string | null): Promise<VerificationRow> {
    if (!panToken) {
      this.#log.error({ orderId: row.id }, 'the gateway approved a card check without a PanToken');
      return this.#fail(row.id, savedCardMessages.gatewayUnavailable);
    }
    const card = await keepCard(this.#db, row, panToken, this.#now());
    if (!card) {
      const taken = await activeCards(this.#db, row.customerId);
      const sameFour = taken.some((other) => other.lastFour === row.lastFour);
      return this.#fail(
        row.id,
        sameFour ? cardMessages.alreadySaved : cardMessages.nicknameTaken(row.nickname),
      );
    }
    this.#log.info({ orderId: row.id, customerCardId: card.id }, 'card saved');
    return this.#byId(row.id);
  }

  /** Fails the card checks whose 3-D Secure session ran out unanswered; returns how many. */
  async expireAbandoned(): Promise<number> {
    const expired = await this.#db
      .update(cardVerifications)
      .set({
        status: 'Failed',
        statusMessage: savedCardMessages.verificationExpired,
        spiToken: null,
        updatedAt: this.#now(),
      })
      .where(
        and(
          eq(cardVerifications.status, 'Pending'),
          isNull(cardVerifications.completionClaimedAt),
          lt(cardVerifications.spiTokenExpiresAt, this.#now()),
        ),
      )
      .returning({ id: cardVerifications.id });
    for (const { id } of expired)
      this.#log.info({ orderId: id }, '3-D Secure session abandoned; card not kept');
    return expired.length;
  }

  /**
   * A new card the customer asked to save while paying: recorded with the sale's gateway key, so
   * the completed sale can keep it (`keepPaidCard`). Never the number or the CVV.
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
    const cards = await activeCards(this.#db, values.customerId);
    const now = this.#now();
    await this.#db.insert(cardVerifications).values({
      id: randomUUID(),
      customerId: values.customerId,
      sessionId: values.sessionId,
      gatewayTransactionId: values.gatewayTransactionId,
      brand,
      lastFour: four,
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
    const [row] = await this.#db
      .select()
      .from(cardVerifications)
      .where(
        and(
          eq(cardVerifications.gatewayTransactionId, gatewayTransactionId),
          eq(cardVerifications.status, 'Pending'),
        ),
      );
    if (!row) return;
    if (!panToken) {
      await this.#fail(row.id, failure ?? savedCardMessages.gatewayUnavailable);
      return;
    }
    const others = await this.#db
      .select({ nickname: customerCards.nickname })
      .from(customerCards)
      .where(
        and(
          eq(customerCards.customerId, row.customerId),
          eq(customerCards.isActive, true),
          ne(customerCards.lastFour, row.lastFour),
        ),
      );
    const nickname = defaultNickname(
      row.brand,
      row.lastFour,
      others.map((other) => other.nickname),
    );
    if (nickname !== row.nickname) {
      await this.#db
        .update(cardVerifications)
        .set({ nickname })
        .where(eq(cardVerifications.id, row.id));
    }
    await this.#keep({ ...row, nickname }, panToken);
  }
}
