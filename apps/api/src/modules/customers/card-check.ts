/**
 * The card check (customers/addcard), a kind of card payment (modules/payments/lifecycle.ts runs
 * its life cycle): a zero-amount 3-D Secure authorisation that asks the gateway for a PanToken,
 * and once the issuer approves it (captured, at zero), the card is kept. A zero authorisation
 * holds no money, so there is nothing to void after it (the gateway refuses such a void).
 */
import { randomUUID } from 'node:crypto';
import { digitsOnly, savedCardMessages, toCents, type AddCardRequest } from '@yo/domain';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { cardVerifications } from '../../db/schema.js';
import type { AuthenticationResult } from '../../integrations/card-gateway.js';
import { PaymentLifecycle, type PaymentLifecycleOptions } from '../payments/lifecycle.js';
import { cardResultPage } from '../payments/result-page.js';
import type { ResultPageKind } from '../payments/routes.js';
import type { SubmissionResult } from '../payments/submission.js';
import {
  gatewayAddress,
  keepProvedCard,
  storedAddress,
  type VerificationRow,
} from './saved-cards.js';

/** Where the ACS page posts a card check's result (its MerchantResponseUrl). */
export const CARD_RESPONSE_PATH = '/api/customers/CardVerificationResponse';

/** A check approved whose card was not kept (its process died between the two) ends after this. */
const UNKEPT_CAPTURE_MS = 60_000;

/** A new card to prove: the account form's values, already checked. */
export interface CardToVerify {
  customerId: number;
  sessionId: string;
  request: AddCardRequest;
  nickname: string;
  isPrimary: boolean;
  merchantResponseUrl: string;
}

export class CardChecks {
  /** Card checks through the one life cycle (the shared result route answers for them). */
  readonly payments: PaymentLifecycle<VerificationRow>;

  constructor(options: PaymentLifecycleOptions) {
    this.payments = new PaymentLifecycle<VerificationRow>(options, {
      name: 'card check',
      table: cardVerifications,
      // The table also records cards saved while paying: their sale's row is the payment.
      rows: isNotNull(cardVerifications.orderId),
      messages: {
        sessionExpired: savedCardMessages.verificationExpired,
        authenticationFailed: savedCardMessages.authenticationFailed,
        gatewayUnavailable: savedCardMessages.gatewayUnavailable,
      },
      afterCapture: (row, panToken) => this.#keep(row, panToken),
    });
  }

  /** addcard, under its Idempotency-Key when the request carries one. */
  start(card: CardToVerify, key: string | null): Promise<SubmissionResult> {
    if (!key) return this.#start(card, randomUUID());
    return this.payments.submitOnce(key, card.sessionId, card.request, () =>
      this.#start(card, key),
    );
  }

  #start(card: CardToVerify, key: string): Promise<SubmissionResult> {
    const { request } = card;
    const number = digitsOnly(request.cardNumber);
    const holderName = request.name.trim();
    const expiry = digitsOnly(request.expirationDate);
    const address = storedAddress(request.billingAddress);
    const id = randomUUID();
    return this.payments.charge({
      key,
      principal: { sessionId: card.sessionId, customerId: card.customerId },
      submission: {},
      card: {
        customerId: card.customerId,
        savedCard: null,
        saveCard: false,
        cardNumber: number,
        holderName,
        billing: gatewayAddress(address, request.name, null),
        saleCard: { number, cvv: request.cvv.trim(), expiry, holderName },
      },
      totalCents: toCents(0),
      orderId: id,
      saleKind: 'auth',
      tokenize: true,
      values: {
        id,
        expiration: expiry,
        nameOnCard: holderName,
        nickname: card.nickname,
        billingAddress: address,
        isPrimary: card.isPrimary,
      },
      merchantResponseUrl: card.merchantResponseUrl,
    });
  }

  /** Approved: the card is kept with its PanToken (Added), or the check fails saying why not. */
  async #keep(row: VerificationRow, panToken: string | null): Promise<VerificationRow> {
    const log = { orderId: row.orderId };
    if (!panToken) {
      this.payments.log.error(log, 'the gateway approved a card check without a PanToken');
      return this.#notKept(row, savedCardMessages.gatewayUnavailable);
    }
    const kept = await keepProvedCard(
      this.payments.db,
      row,
      panToken,
      this.payments.now(),
      'Captured',
    );
    if ('failure' in kept) return this.#notKept(row, kept.failure);
    this.payments.log.info({ ...log, customerCardId: kept.card.id }, 'card saved');
    return this.payments.byId(row.id);
  }

  async #notKept(row: VerificationRow, message: string): Promise<VerificationRow> {
    const failed = await this.payments.move(row.id, 'Captured', 'Failed', {
      statusMessage: message,
    });
    return failed ?? this.payments.byId(row.id);
  }

  /**
   * The life cycle's sweep of card checks; a check approved a minute ago whose card was never
   * kept (its PanToken went with its process) fails, to be added again.
   */
  async sweep(): Promise<{ expired: number; resumed: number }> {
    const swept = await this.payments.sweep();
    const before = new Date(this.payments.now().getTime() - UNKEPT_CAPTURE_MS);
    await this.payments.db
      .update(cardVerifications)
      .set({ status: 'Failed', statusMessage: savedCardMessages.gatewayUnavailable })
      .where(
        and(eq(cardVerifications.status, 'Captured'), lt(cardVerifications.updatedAt, before)),
      );
    return swept;
  }

  /** The shared 3-D Secure result route's part: the check completed, and its page. */
  resultPages(): ResultPageKind<VerificationRow> {
    return {
      path: CARD_RESPONSE_PATH,
      completeAuthentication: (auth: AuthenticationResult) =>
        this.payments.completeAuthentication(auth),
      page: (row, target) => {
        const at = { ...target, orderId: row.id };
        if (row.status === 'Added') return cardResultPage('added', at);
        if (row.status === 'Failed') return cardResultPage('failed', at, row.statusMessage);
        return cardResultPage('verifying', at);
      },
    };
  }
}
