/**
 * A kind of payment's rows as the life cycle keeps them (lifecycle.ts): read, moved from one
 * status to the next by conditional updates, ended with their mail, and failed when abandoned.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import type { billPayTransactions, topUpTransactions } from '../../db/schema.js';
import { type BillPayStatus } from '../../db/schema.js';
import type { Captcha } from '../../integrations/captcha.js';
import type { CardGateway } from '../../integrations/card-gateway.js';
import { enqueue } from '../../integrations/outbox.js';
import { paymentMessages } from '@yo/domain';
import { CardVerifications } from '../customers/card-verification.js';

/** The tables of the kinds: each has the life cycle's columns under the same names. */
export type PaymentTable = typeof billPayTransactions | typeof topUpTransactions;
export type PaymentRow =
  typeof billPayTransactions.$inferSelect | typeof topUpTransactions.$inferSelect;
/** Columns a step sets: the life cycle's, or a kind's own beside them. */
export type PaymentChanges = Partial<typeof billPayTransactions.$inferInsert> &
  Partial<typeof topUpTransactions.$inferInsert>;

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
  /** The proof of work every payment carries, spent just before its charge. */
  captcha: Captcha;
}

export class PaymentRecords<Row extends PaymentRow> {
  protected readonly db: Database;
  protected readonly log: FastifyBaseLogger;
  protected readonly liveness: ProcessLiveness;
  protected readonly wakeOutbox: () => void;
  protected readonly clock: () => number;
  protected readonly kind: PaymentKind<Row>;
  /** Typed as bill pay's table: the kinds' tables share every column the life cycle touches. */
  protected readonly t: typeof billPayTransactions;
  /** Cards saved while paying are kept through the same records as cards added on the account. */
  readonly cards: CardVerifications;

  constructor(options: PaymentLifecycleOptions, kind: PaymentKind<Row>) {
    this.db = options.db;
    this.log = options.log;
    this.liveness = options.liveness;
    this.wakeOutbox = options.wakeOutbox;
    this.clock = options.clock;
    this.kind = kind;
    this.t = kind.table as typeof billPayTransactions;
    this.cards = new CardVerifications({ ...options });
  }

  now(): Date {
    return new Date(this.clock());
  }

  async byId(id: number): Promise<Row> {
    const [row] = await this.db.select().from(this.t).where(eq(this.t.id, id));
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
    const [first] = await this.db
      .update(this.t)
      .set({ resultShownAt: this.now() })
      .where(and(eq(this.t.id, row.id), isNull(this.t.resultShownAt)))
      .returning({ id: this.t.id });
    return first !== undefined;
  }

  /** Moves a payment from one status to another, or does nothing (null) if it already moved. */
  async move(
    id: number,
    from: BillPayStatus,
    to: BillPayStatus,
    changes: PaymentChanges = {},
  ): Promise<Row | null> {
    const [row] = await this.db
      .update(this.t)
      .set({ ...changes, status: to, updatedAt: this.now() })
      .where(and(eq(this.t.id, id), eq(this.t.status, from)))
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
    const ended = await this.db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const [updated] = await database
        .update(this.t)
        .set({ ...changes, status: to, updatedAt: this.now() })
        .where(and(eq(this.t.id, row.id), eq(this.t.status, 'Captured')))
        .returning();
      if (!updated || !mail) return (updated as Row | undefined) ?? null;
      const email = mail(updated as Row);
      await enqueue(database, { channel: 'email', recipient: updated.email, ...email });
      return updated as Row;
    });
    if (ended && mail) this.wakeOutbox();
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
        statusMessage: paymentMessages.sessionExpired,
        spiToken: null,
        updatedAt: this.now(),
      })
      .where(and(eq(this.t.status, 'Pending'), isNull(this.t.completionClaimedAt), which))
      .returning()) as Row[];
    for (const row of failed) {
      this.log.info({ orderId: row.orderId }, '3-D Secure session abandoned; payment failed');
      await this.keepSavedCard(row, null, paymentMessages.sessionExpired);
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
      .where(and(eq(this.t.status, 'Pending'), which))
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
