/**
 * A kind of payment's rows as the life cycle keeps them (lifecycle.ts): read, moved from one
 * status to the next by conditional updates, ended with their mail, and failed when abandoned.
 */
import { and, eq, getTableName, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import type { billPayTransactions, cardVerifications, topUpTransactions } from '../../db/schema.js';
import type { Captcha } from '../../integrations/captcha.js';
import { GatewayUnavailableError, type CardGateway } from '../../integrations/card-gateway.js';
import { paymentMessages, type Cents } from '@yo/domain';
import { PaidCards } from '../customers/paid-cards.js';
import { ShapedMoves, prepareStatements } from './statements.js';

/** The tables of the kinds: each has the life cycle's columns under the same names. */
export type PaymentTable =
  typeof billPayTransactions | typeof topUpTransactions | typeof cardVerifications;
export type PaymentRow =
  | typeof billPayTransactions.$inferSelect
  | typeof topUpTransactions.$inferSelect
  | typeof cardVerifications.$inferSelect;
export type PaymentStatus = PaymentRow['status'];
/** Columns a step sets: the life cycle's, or a kind's own beside them. */
export type PaymentChanges = Partial<
  Omit<typeof billPayTransactions.$inferInsert, 'status' | 'id' | 'orderId'>
> &
  Partial<typeof topUpTransactions.$inferInsert> &
  Partial<Omit<typeof cardVerifications.$inferInsert, 'status' | 'id' | 'orderId'>>;

/** What the customer is told when a payment of the kind fails without a gateway answer. */
export interface PaymentKindMessages {
  sessionExpired: string;
  authenticationFailed: string;
  gatewayUnavailable: string;
}

/** What a kind of payment plugs into the life cycle. */
export interface PaymentKind<Row extends PaymentRow> {
  /** Names the kind in log lines ('bill pay', 'top-up'). */
  readonly name: string;
  readonly table: PaymentTable;
  /** Which of the table's rows are this kind's payments, when not all (the card check's). */
  readonly rows?: SQL;
  /** Its own wording of the life cycle's failures (paymentMessages unless told). */
  readonly messages?: PaymentKindMessages;
  /** What capture records beyond the gateway's answer (top-up: its delivery job). */
  captureChanges?(now: Date): PaymentChanges;
  /**
   * The money is captured: bill pay posts to the payee, top-up delivers, the card check keeps
   * its card (the gateway's PanToken). The row as it stands.
   */
  afterCapture(row: Row, panToken: string | null): Promise<Row>;
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
  /** The proof of work every payment carries, spent just before its charge. */
  captcha: Captcha;
}

export class PaymentRecords<Row extends PaymentRow> {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  protected readonly liveness: ProcessLiveness;
  protected readonly wakeOutbox: () => void;
  protected readonly clock: () => number;
  protected readonly kind: PaymentKind<Row>;
  /** Typed as bill pay's table: the kinds' tables share every column the life cycle touches. */
  protected readonly t: typeof billPayTransactions;
  /** Cards saved while paying are kept through the same records as cards added on the account. */
  readonly cards: PaidCards;
  protected readonly messages: PaymentKindMessages;
  protected readonly gateway: CardGateway;
  /** The statements on every payment's request path, prepared once. */
  protected readonly statements: ReturnType<typeof prepareStatements>;
  readonly #moves: ShapedMoves;

  constructor(options: PaymentLifecycleOptions, kind: PaymentKind<Row>) {
    this.db = options.db;
    this.log = options.log;
    this.liveness = options.liveness;
    this.wakeOutbox = options.wakeOutbox;
    this.clock = options.clock;
    this.kind = kind;
    this.t = kind.table as typeof billPayTransactions;
    this.cards = new PaidCards(options.db, options.log, options.clock);
    this.messages = kind.messages ?? paymentMessages;
    this.gateway = options.gateway;
    this.statements = prepareStatements(this.db, this.t, getTableName(this.t), kind.rows);
    this.#moves = new ShapedMoves(this.db, this.t, getTableName(this.t));
  }

  /** The row with this id (the kinds' ids differ in type: bigserial, or the card check's uuid). */
  protected isRow(id: Row['id']): SQL {
    return eq(this.t.id, id as number);
  }

  now(): Date {
    return new Date(this.clock());
  }

  async byId(id: Row['id']): Promise<Row> {
    const [row] = await this.statements.byId.execute({ id });
    return row as Row;
  }

  async findByOrderId(orderId: string): Promise<Row | null> {
    const [row] = await this.db.select().from(this.t).where(eq(this.t.orderId, orderId));
    return (row as Row | undefined) ?? null;
  }

  /**
   * Claims the showing of a successful payment's result page: true the first time, false for a
   * result form posted again (which is shown no receipt).
   */
  async claimResultPage(row: Row): Promise<boolean> {
    const [first] = await this.statements.claimResultPage.execute({
      id: row.id,
      now: this.now(),
    });
    return first !== undefined;
  }

  /** Moves a payment from one status to another, or does nothing (null) if it already moved. */
  async move(
    id: Row['id'],
    from: PaymentStatus,
    to: PaymentStatus,
    changes: PaymentChanges = {},
  ): Promise<Row | null> {
    const [row] = await this.#moves.move(id, from, to, changes, this.now());
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
   * in one statement (the update and the mail's insert as its parts): the mail goes if and only
   * if the payment moved. The mail is written from the row as the move leaves it.
   */
  async endCaptured(
    row: Row,
    to: 'Successful' | 'Reversed',
    changes: PaymentChanges,
    mail: ((ended: Row) => { subject: string; body: string }) | null,
  ): Promise<Row | null> {
    const updatedAt = this.now();
    const email = mail && mail({ ...row, ...changes, status: to, updatedAt } as Row);
    const [updated] = await this.#moves.move(row.id, 'Captured', to, changes, updatedAt, email);
    if (updated && email) this.wakeOutbox();
    return (updated as Row | undefined) ?? null;
  }

  /**
   * Refunds `amount` of a captured payment at the gateway: null when refunded, else why not
   * (the caller leaves the payment Captured for its retry).
   */
  async refund(row: Row, amount: Cents): Promise<string | null> {
    let refund;
    try {
      refund = await this.gateway.refund({
        transactionIdentifier: row.gatewayTransactionId,
        amount,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.log.error(
        { orderId: row.orderId, reason: error.message },
        'refund not reached; trying again later',
      );
      return error.message;
    }
    if (refund.approved) return null;
    this.log.error(
      { orderId: row.orderId, isoResponseCode: refund.isoResponseCode },
      'refund refused; trying again later',
    );
    return `refund refused (${refund.isoResponseCode})`;
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
      this.log.error(
        { orderId: row.orderId, reason: (error as Error).message },
        'a card paid with could not be saved',
      );
    }
  }

  /**
   * Fails the Pending payments that `which` picks and that no completion has claimed (abandoned
   * in 3-D Secure, or started by a process that died before answering): none was charged.
   */
  async failAbandoned(which: SQL): Promise<Row[]> {
    const failed = (await this.db
      .update(this.t)
      .set({
        status: 'Failed',
        statusMessage: this.messages.sessionExpired,
        spiToken: null,
        updatedAt: this.now(),
      })
      .where(
        and(
          eq(this.t.status, 'Pending'),
          isNull(this.t.completionClaimedAt),
          which,
          this.kind.rows,
        ),
      )
      .returning()) as Row[];
    for (const row of failed) {
      this.log.info({ orderId: row.orderId }, '3-D Secure session abandoned; payment failed');
      await this.keepSavedCard(row, null, this.messages.sessionExpired);
    }
    return failed;
  }

  /**
   * Pending payments picked by `which` (oldest first) whose process has ended, or that
   * `overdue` finds waited too long whoever holds them.
   */
  protected async deadClaims(
    which: SQL,
    overdue: (row: Row) => boolean = () => false,
  ): Promise<Row[]> {
    const rows = (await this.db
      .select()
      .from(this.t)
      .where(and(eq(this.t.status, 'Pending'), which, this.kind.rows))
      .orderBy(this.t.createdAt)
      .limit(50)) as Row[];
    const alive = new Map<string, Promise<boolean>>();
    const dead: Row[] = [];
    for (const row of rows) {
      if (overdue(row)) dead.push(row);
      else if (row.claimant !== null) {
        if (!alive.has(row.claimant)) alive.set(row.claimant, this.liveness.isAlive(row.claimant));
        if (!(await alive.get(row.claimant))) dead.push(row);
      }
    }
    return dead;
  }
}
