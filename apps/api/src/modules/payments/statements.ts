/**
 * The life cycle's statements on the request path of every payment, prepared once per kind
 * (Drizzle's `.prepare()`): the SQL is built when the kind is made, not on each request, and
 * each request binds only its values.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { idempotencyKeys, type billPayTransactions } from '../../db/schema.js';

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
