/**
 * One card payment's life cycle, for every kind of payment (bill pay, top-up): the row is opened
 * (after the duplicate question), the sale started, the 3-D Secure result taken, the payment
 * completed, refunded, and swept when abandoned or stuck. Every step is a conditional update of
 * the row's status, so concurrent requests, processes and sweepers never move a payment twice.
 * A kind (billpay/payments.ts, topup/service.ts) states its checks and amounts, and what happens
 * once the money is captured; none holds a copy of the steps between.
 */
import { randomUUID } from 'node:crypto';
import { paymentMessages, type Cents } from '@yo/domain';
import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import {
  billPayTransactions,
  captchaSolutions,
  topUpTransactions,
  type BillPayStatus,
} from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type CardGateway,
  type SaleRequest,
} from '../../integrations/card-gateway.js';
import { enqueue } from '../../integrations/outbox.js';
import { CardVerifications } from '../customers/card-verification.js';
import { submitOnce, type CheckedCard, type SubmissionResult } from './submission.js';
import { findRecentDuplicate, type DuplicateQuestion } from './duplicates.js';
import {
  GATEWAY_TRANSACTION_ID,
  expiredAtGateway,
  passedThreeDSecure,
  spiTokenUsable,
  waitWhilePending,
} from './three-d-secure.js';

/** The tables of the kinds: each has the life cycle's columns under the same names. */
export type PaymentTable = typeof billPayTransactions | typeof topUpTransactions;
export type PaymentRow =
  typeof billPayTransactions.$inferSelect | typeof topUpTransactions.$inferSelect;
/** Columns a step sets: the life cycle's, or a kind's own beside them. */
export type PaymentChanges = Partial<typeof billPayTransactions.$inferInsert> &
  Partial<typeof topUpTransactions.$inferInsert>;

/** A completion that claimed a payment and vanished (process died) is picked up after this. */
const STUCK_COMPLETION_MS = 60_000;
/** A sale whose gateway answer never came (process died) is failed after this. */
const ORPHAN_SALE_MS = 10 * 60_000;

/** What a kind of payment plugs into the life cycle. */
export interface PaymentKind<Row extends PaymentRow> {
  /** Names the kind in log lines ('bill pay', 'top-up'). */
  readonly name: string;
  readonly table: PaymentTable;
  /** What capture records beyond the gateway's answer (top-up: its delivery job). */
  captureChanges?(now: Date): PaymentChanges;
  /** The money is captured: bill pay posts to the payee, top-up delivers. The row as it stands. */
  afterCapture(row: Row): Promise<Row>;
}

export interface PaymentLifecycleOptions {
  db: Database;
  gateway: CardGateway;
  log: FastifyBaseLogger;
  /** Which processes are alive: work claimed by one that is gone is taken over at once. */
  liveness: ProcessLiveness;
  wakeOutbox(): void;
  clock: () => number;
  /** Keys the fingerprints of submissions (they are hashes of card data, so keyed). */
  fingerprintKey: Uint8Array;
}

/** The row a sale opens: the kind's own columns (amounts, what is paid for) and the card's. */
export interface PaymentOpening {
  key: string;
  sessionId: string;
  customerId: number | null;
  card: CheckedCard;
  cardBrand: string;
  cardLastFour: string;
  totalCents: Cents;
  /** The kind's columns, inserted as they are. */
  values: Record<string, unknown>;
  /** Asked unless the customer confirmed: the same payment lately, made or in flight. */
  duplicate: DuplicateQuestion | null;
  /** The new card's expiry and billing address, for a card saved while paying. */
  expiration: string;
  billingAddress: Parameters<CardVerifications['recordCardToSave']>[0]['billingAddress'];
  merchantResponseUrl: string;
}

export class PaymentLifecycle<Row extends PaymentRow> {
  readonly #db: Database;
  readonly #gateway: CardGateway;
  readonly #log: FastifyBaseLogger;
  readonly #liveness: ProcessLiveness;
  readonly #wakeOutbox: () => void;
  readonly #clock: () => number;
  readonly #kind: PaymentKind<Row>;
  readonly #fingerprintKey: Uint8Array;
  /** Typed as bill pay's table: the kinds' tables share every column the life cycle touches. */
  readonly #t: typeof billPayTransactions;
  /** Cards saved while paying are kept through the same records as cards added on the account. */
  readonly cards: CardVerifications;

  constructor(options: PaymentLifecycleOptions, kind: PaymentKind<Row>) {
    this.#db = options.db;
    this.#gateway = options.gateway;
    this.#log = options.log;
    this.#liveness = options.liveness;
    this.#wakeOutbox = options.wakeOutbox;
    this.#clock = options.clock;
    this.#kind = kind;
    this.#fingerprintKey = options.fingerprintKey;
    this.#t = kind.table as typeof billPayTransactions;
    this.cards = new CardVerifications({ ...options });
  }

  now(): Date {
    return new Date(this.#clock());
  }

  /**
   * A payment POST under its Idempotency-Key (submission.ts: one answer per key). A key taken
   * over from a process that died: what that process started never reached the customer, so it
   * is failed before this request starts again. The captcha it spent is the key's own, so this
   * request may present it again (spendCaptcha).
   */
  submitOnce(
    key: string,
    sessionId: string,
    body: unknown,
    work: () => Promise<SubmissionResult>,
  ): Promise<SubmissionResult> {
    return submitOnce(
      { db: this.#db, liveness: this.#liveness },
      this.#fingerprintKey,
      key,
      sessionId,
      body,
      async (takenOver) => {
        if (takenOver) await this.failAbandoned(eq(this.#t.idempotencyKey, key));
        return work();
      },
    );
  }

  /** Asked before the captcha is spent: the same payment lately, made or in flight. */
  async duplicateOf(question: DuplicateQuestion): Promise<SubmissionResult | null> {
    const asked = await findRecentDuplicate(this.#db, this.#clock(), question, false);
    return asked && { status: 200, body: asked.refusal };
  }

  /**
   * Opens the payment's row and starts its 3-D Secure sale. The duplicate question is asked
   * again under a lock on the payment's likeness, together with the insert: of two identical
   * submissions at one moment, the second sees the first in flight and is asked.
   */
  async startSale(opening: PaymentOpening): Promise<SubmissionResult> {
    const refuse = (msg: string): SubmissionResult => ({ status: 200, body: refused(msg) });
    const { card } = opening;
    const now = this.now();
    const orderId = opening.values.orderId as string;
    const gatewayTransactionId = randomUUID();
    const opened = await this.#db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      if (opening.duplicate) {
        const asked = await findRecentDuplicate(database, this.#clock(), opening.duplicate, true);
        if (asked) return asked;
      }
      const [row] = await database
        .insert(this.#t)
        .values({
          ...(opening.values as typeof billPayTransactions.$inferInsert),
          sessionId: opening.sessionId,
          customerId: opening.customerId,
          gatewayTransactionId,
          cardBrand: opening.cardBrand,
          cardLastFour: opening.cardLastFour,
          customerCardId: card.savedCard?.id ?? null,
          saveCard: card.saveCard,
          totalCents: opening.totalCents,
          idempotencyKey: opening.key,
          claimant: this.#liveness.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row as Row;
    });
    if ('refusal' in opened) {
      // Asked, not charged: the captcha this request spent stays good for the customer's answer.
      await this.#db.delete(captchaSolutions).where(eq(captchaSolutions.spentBy, opening.key));
      return { status: 200, body: opened.refusal };
    }
    const row = opened;

    if (card.saveCard) {
      // What the card will be kept as once the sale proves it: never its number or CVV.
      await this.cards.recordCardToSave({
        customerId: card.customerId!,
        sessionId: opening.sessionId,
        gatewayTransactionId,
        cardNumber: card.cardNumber,
        expiration: opening.expiration,
        nameOnCard: card.holderName,
        billingAddress: opening.billingAddress,
      });
    }

    let start;
    try {
      const sale: SaleRequest = {
        transactionIdentifier: gatewayTransactionId,
        orderIdentifier: orderId,
        amount: opening.totalCents,
        card: card.saleCard,
        ...(card.saveCard ? { tokenize: true } : {}),
        billingAddress: card.billing,
        merchantResponseUrl: opening.merchantResponseUrl,
      };
      start = await this.#gateway.startSale(sale);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error({ orderId, reason: error.message }, 'card gateway unavailable for a sale');
      await this.fail(row, paymentMessages.gatewayUnavailable);
      return refuse(paymentMessages.gatewayUnavailable);
    }
    if (start.kind === 'declined') {
      const message = paymentMessages.declined(start.isoResponseCode);
      await this.fail(row, message, { isoResponseCode: start.isoResponseCode });
      this.#log.info(
        { orderId, isoResponseCode: start.isoResponseCode },
        `${this.#kind.name} sale declined by the gateway`,
      );
      return refuse(message);
    }
    await this.#db
      .update(this.#t)
      .set({ spiToken: start.spiToken, spiTokenExpiresAt: start.expiresAt, updatedAt: this.now() })
      .where(eq(this.#t.id, row.id));
    this.#log.info({ orderId }, `${this.#kind.name} sale awaiting 3-D Secure`);
    return {
      status: 200,
      body: { state: 1, msg: null, data: { orderId, htmlForm: start.redirectData } },
    };
  }

  async byId(id: number): Promise<Row> {
    const [row] = await this.#db.select().from(this.#t).where(eq(this.#t.id, id));
    return row as Row;
  }

  async findByOrderId(orderId: string): Promise<Row | null> {
    const [row] = await this.#db.select().from(this.#t).where(eq(this.#t.orderId, orderId));
    return (row as Row | undefined) ?? null;
  }

  /**
   * Claims the showing of a successful payment's result page: true the first time, false for a
   * result form posted again (which is shown no receipt).
   */
  async claimResultPage(row: Row): Promise<boolean> {
    const [first] = await this.#db
      .update(this.#t)
      .set({ resultShownAt: this.now() })
      .where(and(eq(this.#t.id, row.id), isNull(this.#t.resultShownAt)))
      .returning({ id: this.#t.id });
    return first !== undefined;
  }

  /** Moves a payment from one status to another, or does nothing (null) if it already moved. */
  async move(
    id: number,
    from: BillPayStatus,
    to: BillPayStatus,
    changes: PaymentChanges = {},
  ): Promise<Row | null> {
    const [row] = await this.#db
      .update(this.#t)
      .set({ ...changes, status: to, updatedAt: this.now() })
      .where(and(eq(this.#t.id, id), eq(this.#t.status, from)))
      .returning();
    return (row as Row | undefined) ?? null;
  }

  /** Fails a Pending payment with the message the customer is shown; its card to save too. */
  async fail(row: Row, message: string, changes: PaymentChanges = {}): Promise<Row> {
    await this.keepSavedCard(row, null, message);
    return (
      (await this.move(row.id, 'Pending', 'Failed', {
        ...changes,
        statusMessage: message,
        spiToken: null,
      })) ?? this.byId(row.id)
    );
  }

  /**
   * Moves a Captured payment to its end (Successful, Reversed) and queues the mail that says so,
   * in one transaction: the mail goes if and only if the payment moved.
   */
  async endCaptured(
    row: Row,
    to: 'Successful' | 'Reversed',
    changes: PaymentChanges,
    mail: ((ended: Row) => { subject: string; body: string }) | null,
  ): Promise<Row | null> {
    const ended = await this.#db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const [updated] = await database
        .update(this.#t)
        .set({ ...changes, status: to, updatedAt: this.now() })
        .where(and(eq(this.#t.id, row.id), eq(this.#t.status, 'Captured')))
        .returning();
      if (!updated || !mail) return (updated as Row | undefined) ?? null;
      const email = mail(updated as Row);
      await enqueue(database, { channel: 'email', recipient: updated.email, ...email });
      return updated as Row;
    });
    if (ended && mail) this.#wakeOutbox();
    return ended;
  }

  /**
   * A card the customer asked to save while paying: kept with the PanToken of an approved sale,
   * closed as failed otherwise. A failure here never touches the payment.
   */
  async keepSavedCard(row: Row, panToken: string | null, failure?: string): Promise<void> {
    if (!row.saveCard) return;
    try {
      await this.cards.keepPaidCard(row.gatewayTransactionId, panToken, failure);
    } catch (error) {
      this.#log.error(
        { orderId: row.orderId, reason: (error as Error).message },
        'a card paid with could not be saved',
      );
    }
  }

  /**
   * The ACS's answer at the merchant response URL: records the 3-D Secure result, completes the
   * payment only when it passed within the SpiToken's life. Returns the payment as it stands,
   * or null if it is not one of this kind's.
   */
  async completeAuthentication(auth: AuthenticationResult): Promise<Row | null> {
    if (!GATEWAY_TRANSACTION_ID.test(auth.transactionIdentifier)) return null;
    const [row] = (await this.#db
      .select()
      .from(this.#t)
      .where(eq(this.#t.gatewayTransactionId, auth.transactionIdentifier))) as Row[];
    if (!row || (auth.orderIdentifier !== null && auth.orderIdentifier !== row.orderId))
      return null;
    if (row.status !== 'Pending') return row;
    const [claimed] = (await this.#db
      .update(this.#t)
      .set({
        completionClaimedAt: this.now(),
        claimant: this.#liveness.id,
        threeDSResponseCode: auth.responseCode,
        threeDSStatus: auth.status,
        eci: auth.eci,
        dsTransId: auth.dsTransId,
        updatedAt: this.now(),
      })
      .where(
        and(
          eq(this.#t.id, row.id),
          eq(this.#t.status, 'Pending'),
          isNull(this.#t.completionClaimedAt),
        ),
      )
      .returning()) as Row[];
    if (!claimed) return waitWhilePending(() => this.byId(row.id));
    if (!spiTokenUsable(claimed, this.#clock()))
      return this.fail(claimed, paymentMessages.sessionExpired);
    if (!passedThreeDSecure(auth)) {
      this.#log.info(
        { orderId: claimed.orderId, status: auth.status },
        '3-D Secure not passed; payment not completed',
      );
      return this.fail(claimed, paymentMessages.authenticationFailed);
    }
    return this.completePayment(claimed);
  }

  /** `spi/payment` (idempotent at the gateway), then Captured and handed to the kind, or Failed. */
  async completePayment(row: Row): Promise<Row> {
    let outcome;
    try {
      outcome = await this.#gateway.completePayment(row.spiToken!);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The payment may have gone through: the sweep asks again (spi/payment answers repeats).
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'card gateway unavailable for completion',
      );
      return row;
    }
    if (!outcome.approved) {
      this.#log.info(
        { orderId: row.orderId, isoResponseCode: outcome.isoResponseCode },
        'payment declined',
      );
      const message = expiredAtGateway(outcome)
        ? paymentMessages.sessionExpired
        : paymentMessages.declined(outcome.isoResponseCode);
      return this.fail(row, message, { isoResponseCode: outcome.isoResponseCode });
    }
    const now = this.now();
    const captured =
      (await this.move(row.id, 'Pending', 'Captured', {
        isoResponseCode: outcome.isoResponseCode,
        authorizationCode: outcome.authorizationCode,
        rrn: outcome.rrn,
        spiToken: null,
        completedAt: now,
        ...this.#kind.captureChanges?.(now),
      })) ?? (await this.byId(row.id));
    if (captured.status !== 'Captured') return captured;
    await this.keepSavedCard(captured, outcome.panToken);
    return this.#kind.afterCapture(captured);
  }

  /**
   * Refunds `amount` of a captured payment at the gateway: null when refunded, else why not
   * (the caller leaves the payment Captured for its retry).
   */
  async refund(row: Row, amount: Cents): Promise<string | null> {
    let refund;
    try {
      refund = await this.#gateway.refund({
        transactionIdentifier: row.gatewayTransactionId,
        amount,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'refund not reached; trying again later',
      );
      return error.message;
    }
    if (refund.approved) return null;
    this.#log.error(
      { orderId: row.orderId, isoResponseCode: refund.isoResponseCode },
      'refund refused; trying again later',
    );
    return `refund refused (${refund.isoResponseCode})`;
  }

  /**
   * Fails the Pending payments that `which` picks and that no completion has claimed (abandoned
   * in 3-D Secure, or started by a process that died before answering): none was charged.
   */
  async failAbandoned(which: SQL): Promise<Row[]> {
    const failed = (await this.#db
      .update(this.#t)
      .set({
        status: 'Failed',
        statusMessage: paymentMessages.sessionExpired,
        spiToken: null,
        updatedAt: this.now(),
      })
      .where(and(eq(this.#t.status, 'Pending'), isNull(this.#t.completionClaimedAt), which))
      .returning()) as Row[];
    for (const row of failed) {
      this.#log.info({ orderId: row.orderId }, '3-D Secure session abandoned; payment failed');
      await this.keepSavedCard(row, null, paymentMessages.sessionExpired);
    }
    return failed;
  }

  /**
   * Pending payments picked by `which` (oldest first) whose process has ended, or that
   * `overdue` finds waited too long whoever holds them.
   */
  async #deadClaims(which: SQL, overdue: (row: Row) => boolean = () => false): Promise<Row[]> {
    const rows = (await this.#db
      .select()
      .from(this.#t)
      .where(and(eq(this.#t.status, 'Pending'), which))
      .orderBy(this.#t.createdAt)
      .limit(50)) as Row[];
    const alive = new Map<string, Promise<boolean>>();
    const dead: Row[] = [];
    for (const row of rows) {
      if (overdue(row)) dead.push(row);
      else if (row.claimant !== null) {
        if (!alive.has(row.claimant)) alive.set(row.claimant, this.#liveness.isAlive(row.claimant));
        if (!(await alive.get(row.claimant))) dead.push(row);
      }
    }
    return dead;
  }

  /**
   * The durable end of this kind's Pending payments (each step a conditional update, so
   * processes never collide): abandoned 3-D Secure sessions and sales whose process died are
   * failed; completions claimed a minute ago, or by a process that has since ended, are resumed.
   */
  async sweep(): Promise<{ expired: number; resumed: number }> {
    const t = this.#t;
    const now = this.now();
    const expired = await this.failAbandoned(
      or(
        lt(t.spiTokenExpiresAt, now),
        and(isNull(t.spiTokenExpiresAt), lt(t.createdAt, new Date(now.getTime() - ORPHAN_SALE_MS))),
      )!,
    );
    // A sale whose process died before the gateway answered it: no customer can complete it.
    const orphans = await this.#deadClaims(
      and(isNull(t.spiTokenExpiresAt), isNull(t.completionClaimedAt))!,
    );
    if (orphans.length > 0) {
      expired.push(
        ...(await this.failAbandoned(
          inArray(
            t.id,
            orphans.map((row) => row.id),
          ),
        )),
      );
    }
    const stuck = await this.#deadClaims(
      and(isNotNull(t.completionClaimedAt), isNotNull(t.spiToken))!,
      (row) => row.completionClaimedAt!.getTime() < now.getTime() - STUCK_COMPLETION_MS,
    );
    let resumed = 0;
    for (const row of stuck) {
      // Taken over under the claim it was read with, so one sweeper resumes it.
      const [mine] = (await this.#db
        .update(t)
        .set({ claimant: this.#liveness.id, completionClaimedAt: now })
        .where(
          and(
            eq(t.id, row.id),
            eq(t.status, 'Pending'),
            eq(t.completionClaimedAt, row.completionClaimedAt!),
          ),
        )
        .returning()) as Row[];
      if (!mine) continue;
      resumed += 1;
      await this.completePayment(mine);
    }
    return { expired: expired.length, resumed };
  }
}
