/**
 * The duplicate question every kind of payment asks before charging: the same payment (a kind
 * says what "the same" is: payee, account and amount; number, carrier and amount) by the same
 * card, made or still in flight within DUPLICATE_PAYMENT_WINDOW_MS, is refused with
 * PaymentDuplicateStruct as its data unless the customer confirmed it.
 */
import { DUPLICATE_PAYMENT_WINDOW_MS, type PaymentDuplicate } from '@yo/domain';
import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { billPayTransactions } from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import type { PaymentTable } from './lifecycle.js';

export interface DuplicateQuestion {
  table: PaymentTable;
  /** What makes another payment of this kind the same as this one (the card aside). */
  same: (table: typeof billPayTransactions) => SQL;
  /** The same payment as text: what the lock that orders two identical submissions is taken on. */
  likeness: string;
  customerId: number | null;
  cardBrand: string;
  cardLastFour: string;
  /** The kind's question ('You paid this bill {n} minutes ago.'). */
  message(minutesAgo: number): string;
}

/**
 * The newest payment like this one charged, or in flight, within the window, by the same
 * customer (or by a guest, for a guest: guests are nobody in particular). In flight is any
 * Pending payment: its submission not answered yet, its customer at the 3-D Secure challenge
 * (two tabs would otherwise both be charged), or its completion under way; a declined or
 * abandoned one is Failed and not asked about. `lock` orders identical submissions first: the
 * caller inserts its own row in the same transaction, so the next one sees it.
 */
export async function findRecentDuplicate(
  db: Database,
  now: number,
  question: DuplicateQuestion,
  lock: boolean,
): Promise<{ refusal: ReturnType<typeof refused> } | null> {
  if (lock) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${question.likeness}))`);
  const t = question.table as typeof billPayTransactions;
  const since = new Date(now - DUPLICATE_PAYMENT_WINDOW_MS);
  const [found] = await db
    .select({ orderId: t.orderId, completedAt: t.completedAt, createdAt: t.createdAt })
    .from(t)
    .where(
      and(
        question.same(t),
        eq(t.cardBrand, question.cardBrand),
        eq(t.cardLastFour, question.cardLastFour),
        question.customerId === null ? isNull(t.customerId) : eq(t.customerId, question.customerId),
        or(
          and(inArray(t.status, ['Captured', 'Successful']), gte(t.completedAt, since)),
          and(eq(t.status, 'Pending'), gte(t.createdAt, since)),
        ),
      ),
    )
    .orderBy(desc(t.createdAt))
    .limit(1);
  if (!found) return null;
  // A payment still in flight is counted from when it was started.
  const at = (found.completedAt ?? found.createdAt).getTime();
  const minutesAgo = Math.max(1, Math.floor((now - at) / 60_000));
  const duplicate: PaymentDuplicate = { duplicateOf: { orderId: found.orderId, minutesAgo } };
  return { refusal: refused(question.message(minutesAgo), duplicate) };
}
