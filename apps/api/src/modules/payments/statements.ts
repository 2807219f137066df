/**
 * The life cycle's statements on the request path of every payment, prepared once per kind
 * (Drizzle's `.prepare()`): the SQL is built when the kind is made, not on each request, and
 * each request binds only its values.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { idempotencyKeys, outbox, type billPayTransactions } from '../../db/schema.js';

const value = <T>(name: string) => sql.placeholder(name) as unknown as T;

export function prepareStatements(
  db: Database,
  t: typeof billPayTransactions,
  name: string,
  rows: SQL | undefined,
) {
  const id = value<number>('id');
  const now = value<Date>('now');
  return {
    /**
     * The ACS's answer claims the completion of the Pending payment with this gateway key (and
     * this order, when the answer names one): the claimed row, or none when another request
     * holds it, it has moved on, or it is not this kind's.
     */
    claimCompletion: db
      .update(t)
      .set({
        completionClaimedAt: now,
        claimant: value('claimant'),
        threeDSResponseCode: value('responseCode'),
        threeDSStatus: value('status'),
        eci: value('eci'),
        dsTransId: value('dsTransId'),
        updatedAt: now,
      })
      .where(
        and(
          eq(t.gatewayTransactionId, value('gatewayTransactionId')),
          eq(t.status, 'Pending'),
          isNull(t.completionClaimedAt),
          sql`(${sql.placeholder('orderId')}::text is null or ${t.orderId} = ${sql.placeholder('orderId')}::text)`,
          rows,
        ),
      )
      .returning()
      .prepare(`${name}_claim_completion`),
    byGatewayTransactionId: db
      .select()
      .from(t)
      .where(eq(t.gatewayTransactionId, value('gatewayTransactionId')))
      .prepare(`${name}_by_gateway_transaction_id`),
    byId: db.select().from(t).where(eq(t.id, id)).prepare(`${name}_by_id`),
    /** The sale started: its SpiToken and when the gateway forgets it. */
    keepSpiToken: db
      .update(t)
      .set({ spiToken: value('spiToken'), spiTokenExpiresAt: value('expiresAt'), updatedAt: now })
      .where(eq(t.id, id))
      .prepare(`${name}_keep_spi_token`),
    claimResultPage: db
      .update(t)
      .set({ resultShownAt: now })
      .where(and(eq(t.id, id), isNull(t.resultShownAt)))
      .returning({ id: t.id })
      .prepare(`${name}_claim_result_page`),
  };
}

function prepareKeyStatements(db: Database) {
  const k = idempotencyKeys;
  return {
    /** The key claimed for this request, in one statement: no row back when it is taken. */
    claim: db
      .insert(k)
      .values({
        key: value('key'),
        sessionId: value('sessionId'),
        fingerprint: value('fingerprint'),
        claimant: value('claimant'),
      })
      .onConflictDoNothing()
      .returning({ key: k.key })
      .prepare('idempotency_key_claim'),
    /** The answer kept for repeats, while the claim is still this process's. */
    done: db
      .update(k)
      .set({ state: 'done', result: value('result'), updatedAt: value('now') })
      .where(
        and(eq(k.key, value('key')), eq(k.state, 'in-flight'), eq(k.claimant, value('claimant'))),
      )
      .prepare('idempotency_key_done'),
  };
}

const keyStatementsOf = new WeakMap<Database, ReturnType<typeof prepareKeyStatements>>();

/** The Idempotency-Key's statements on every payment POST, prepared once per database. */
export function keyStatements(db: Database): ReturnType<typeof prepareKeyStatements> {
  let statements = keyStatementsOf.get(db);
  if (!statements) {
    statements = prepareKeyStatements(db);
    keyStatementsOf.set(db, statements);
  }
  return statements;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/**
 * A kind's moves from one status to the next, prepared by their shape (the move and the columns
 * it sets): each shape is built once, each request binds its values. An end with a mail queues
 * it in the same statement, so the mail goes if and only if the payment moved.
 */
export class ShapedMoves {
  readonly #prepared = new Map<string, Prepared>();

  constructor(
    private readonly db: Database,
    private readonly t: typeof billPayTransactions,
    private readonly name: string,
  ) {}

  /** The row moved `from` → `to` with `changes` (none when it had already moved). */
  move(
    id: unknown,
    from: string,
    to: string,
    changes: Record<string, unknown>,
    now: Date,
    mail: { subject: string; body: string } | null = null,
  ): Promise<unknown[]> {
    // A null is part of the shape (the columns' encoders take values, not nulls).
    const keys = Object.keys(changes).filter((key) => changes[key] !== undefined);
    const names = keys.map((key) => (changes[key] === null ? `${key}=null` : key));
    const shape = `${from}>${to}:${names.join(',')}${mail ? ':mail' : ''}`;
    let prepared = this.#prepared.get(shape);
    if (!prepared) {
      prepared = this.#prepare(from, to, names, mail !== null, this.#prepared.size);
      this.#prepared.set(shape, prepared);
    }
    const values: Record<string, unknown> = { id, now, ...mail };
    for (const key of keys) if (changes[key] !== null) values[`c_${key}`] = changes[key];
    return prepared.execute(values);
  }

  #prepare(from: string, to: string, keys: string[], mail: boolean, index: number): Prepared {
    type Status = typeof this.t.$inferSelect.status;
    const { db, t } = this;
    const set = Object.fromEntries(
      keys.map((key) =>
        key.endsWith('=null') ? [key.slice(0, -5), sql`null`] : [key, value(`c_${key}`)],
      ),
    );
    const update = db
      .update(t)
      .set({ ...set, status: to as Status, updatedAt: value('now') })
      .where(and(eq(t.id, value('id')), eq(t.status, from as Status)))
      .returning();
    const name = `${this.name}_move_${index}`;
    if (!mail) return update.prepare(name);
    const ended = db.$with('ended').as(update);
    const mailed = db
      .$with('mailed', { id: sql<number>`id` })
      .as(
        sql`insert into ${outbox} (channel, recipient, subject, body) select 'email', "email", ${sql.placeholder('subject')}::text, ${sql.placeholder('body')}::text from "ended" returning id`,
      );
    return db.with(ended, mailed).select().from(ended).prepare(name);
  }
}
