import { TOP_UP_REVERSAL_BUSINESS_DAYS, toCents, topUpServerMessages } from '@yo/domain';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { phoneProviders, topUpCountries, topUpTransactions } from '../../db/schema.js';
import { CarrierUnavailableError, type Carrier } from '../../integrations/carrier.js';
import {
  PayeeDirectoryUnavailableError,
  type PayeeDirectory,
} from '../../integrations/payee-directory.js';
import { findCharity, postDonation } from '../payments/donations.js';
import type { PaymentLifecycle } from '../payments/lifecycle.js';
import { addBusinessDays } from './business-days.js';
import { topUpReceiptEmail, topUpReversalEmail, type TopUpReceiptNames } from './receipt.js';

export type TopUpRow = typeof topUpTransactions.$inferSelect;

/** A delivery claimed by a worker that died is taken by another after this. */
export const DELIVERY_LEASE_MS = 60_000;
/** A top-up the aggregator is still processing is asked about again after this. */
const STATUS_POLL_MS = 15_000;
/** An aggregator or gateway that could not be reached is tried again after this. */
const RETRY_MS = 30_000;
export const DELIVERY_BATCH = 10;

/** What capture records for a top-up: its delivery is due now, its reversal in 2 business days. */
export function deliveryJob(now: Date) {
  return {
    deliveryDueAt: now,
    deliveryDeadline: addBusinessDays(now, TOP_UP_REVERSAL_BUSINESS_DAYS),
  };
}

/**
 * A captured top-up's delivery, a durable job on its own row: claimed with FOR UPDATE SKIP
 * LOCKED under a lease, sent to the aggregator with the row's `customIdentifier` (so a resend
 * never tops up twice), followed until final, and refunded and marked Reversed if the carrier
 * fails it or it is still not delivered two business days after capture.
 */
export class TopUpDelivery {
  constructor(
    private readonly db: Database,
    private readonly carrier: Carrier,
    private readonly directory: PayeeDirectory,
    private readonly log: FastifyBaseLogger,
    private readonly payments: PaymentLifecycle<TopUpRow>,
  ) {}

  #clock(): number {
    return this.payments.now().getTime();
  }

  /** The names a receipt or mail shows for a row. */
  async names(row: TopUpRow): Promise<TopUpReceiptNames> {
    const [country] = await this.db
      .select()
      .from(topUpCountries)
      .where(eq(topUpCountries.countryId, row.countryId));
    const [carrier] = await this.db
      .select()
      .from(phoneProviders)
      .where(eq(phoneProviders.phoneProviderId, row.phoneProviderId));
    const charity = row.charityId === null ? null : await findCharity(this.db, row.charityId);
    return {
      country: country?.description ?? '',
      carrier: carrier?.name ?? '',
      charity: charity?.name ?? null,
    };
  }

  /**
   * Claims due deliveries (FOR UPDATE SKIP LOCKED, under a lease): any number of workers share
   * them and a worker that dies mid-way loses its lease to the next. `id` claims one top-up only.
   */
  async claimDue(id?: number): Promise<TopUpRow[]> {
    const now = this.payments.now();
    const due = this.db
      .select({ id: topUpTransactions.id })
      .from(topUpTransactions)
      .where(
        and(
          eq(topUpTransactions.status, 'Captured'),
          lte(topUpTransactions.deliveryDueAt, now),
          or(
            isNull(topUpTransactions.deliveryLeaseUntil),
            lt(topUpTransactions.deliveryLeaseUntil, now),
          ),
          ...(id === undefined ? [] : [eq(topUpTransactions.id, id)]),
        ),
      )
      .orderBy(asc(topUpTransactions.deliveryDueAt))
      .limit(DELIVERY_BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(topUpTransactions)
      .set({
        deliveryLeaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
        deliveryAttempts: sql`${topUpTransactions.deliveryAttempts} + 1`,
      })
      .where(inArray(topUpTransactions.id, due))
      .returning();
  }

  /** Claims and works due deliveries (or the one given); returns how many were claimed. */
  async deliver(id?: number): Promise<number> {
    const claimed = await this.claimDue(id);
    for (const row of claimed) {
      try {
        await this.#work(row);
      } catch (error) {
        this.log.error({ orderId: row.orderId, err: error }, 'top-up delivery failed');
        await this.#later(row, RETRY_MS, (error as Error).message);
      }
    }
    return claimed.length;
  }

  /** Releases a claimed job to be looked at again after `delayMs`. */
  async #later(row: TopUpRow, delayMs: number, error: string | null = null) {
    await this.db
      .update(topUpTransactions)
      .set({
        deliveryDueAt: new Date(this.#clock() + delayMs),
        deliveryLeaseUntil: null,
        deliveryError: error,
        updatedAt: this.payments.now(),
      })
      .where(and(eq(topUpTransactions.id, row.id), eq(topUpTransactions.status, 'Captured')));
  }

  async #work(row: TopUpRow): Promise<void> {
    let transactionId = row.carrierTransactionId;
    let status = row.carrierStatus;
    try {
      if (transactionId === null) {
        // The same customIdentifier on every attempt: a resend answers the first top-up.
        const sent = await this.carrier.topUp({
          operatorId: row.carrierOperatorId!,
          msisdn: row.msisdn,
          amount: toCents(row.amountCents),
          customIdentifier: row.carrierReference!,
        });
        if (!sent.accepted) {
          this.log.warn(
            { orderId: row.orderId, reason: sent.reason },
            'aggregator refused a top-up; refunding',
          );
          return this.#reverse(row, sent.reason);
        }
        transactionId = sent.transactionId;
        status = sent.status;
        await this.db
          .update(topUpTransactions)
          .set({ carrierTransactionId: transactionId, carrierStatus: status })
          .where(eq(topUpTransactions.id, row.id));
      } else {
        status = await this.carrier.status(transactionId);
        await this.db
          .update(topUpTransactions)
          .set({ carrierStatus: status })
          .where(eq(topUpTransactions.id, row.id));
      }
    } catch (error) {
      if (!(error instanceof CarrierUnavailableError)) throw error;
      this.log.warn({ orderId: row.orderId, reason: error.message }, 'aggregator unavailable');
      if (this.#pastDeadline(row)) return this.#reverse(row, 'NOT_DELIVERED_IN_TIME');
      return this.#later(row, RETRY_MS, error.message);
    }
    if (status === 'SUCCESSFUL') return this.#succeed(row);
    if (status === 'FAILED' || status === 'REFUNDED') return this.#reverse(row, status);
    if (this.#pastDeadline(row)) return this.#reverse(row, 'NOT_DELIVERED_IN_TIME');
    return this.#later(row, STATUS_POLL_MS);
  }

  #pastDeadline(row: TopUpRow): boolean {
    return row.deliveryDeadline !== null && row.deliveryDeadline.getTime() <= this.#clock();
  }

  async #succeed(row: TopUpRow): Promise<void> {
    const names = await this.names(row);
    const done = await this.payments.endCaptured(
      row,
      'Successful',
      {
        statusMessage: null,
        carrierStatus: 'SUCCESSFUL',
        receiptNumber: `T${String(row.id).padStart(9, '0')}`,
        deliveryDueAt: null,
        deliveryLeaseUntil: null,
        deliveryError: null,
      },
      (ended) => topUpReceiptEmail(ended, names),
    );
    if (!done) return;
    this.log.info({ orderId: done.orderId }, 'top-up delivered');
    // A donation made with a delivered top-up goes to its charity; the top-up stands whatever
    // the charity answers.
    try {
      await postDonation(this.directory, this.log, done);
    } catch (error) {
      if (!(error instanceof PayeeDirectoryUnavailableError)) throw error;
      this.log.error(
        { orderId: done.orderId, reason: error.message },
        'charity unreachable for a donation',
      );
    }
  }

  /** Refunds the whole charge at the gateway, marks it Reversed and mails the customer. */
  async #reverse(row: TopUpRow, reason: string): Promise<void> {
    this.log.warn({ orderId: row.orderId, reason }, 'top-up not delivered; refunding');
    const notRefunded = await this.payments.refund(row, toCents(row.totalCents));
    if (notRefunded !== null) return this.#later(row, RETRY_MS, notRefunded);
    const names = await this.names(row);
    await this.payments.endCaptured(
      row,
      'Reversed',
      {
        statusMessage: topUpServerMessages.reversed,
        deliveryError: reason,
        deliveryDueAt: null,
        deliveryLeaseUntil: null,
        reversedAt: this.payments.now(),
      },
      (ended) => topUpReversalEmail(ended, names),
    );
  }
}
