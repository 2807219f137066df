import {
  BILL_PAY_DEFAULT_LIMIT_CENTS,
  BILL_PAY_DEFAULT_MINIMUM_CENTS,
  toCents,
  toWireAmount,
} from '@yo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ReferenceCache } from '../../db/reference-cache.js';
import { providers } from '../../db/schema.js';
import { PROVIDERS } from './seed-data.js';

export type ProviderRow = typeof providers.$inferSelect;

/** Inserts the seeded payees that are missing; payees edited in the database stay as they are. */
export async function seedProviders(db: Database): Promise<void> {
  await db.insert(providers).values(PROVIDERS).onConflictDoNothing();
}

export async function activeProviders(db: Database): Promise<ProviderRow[]> {
  return db
    .select()
    .from(providers)
    .where(eq(providers.isActive, true))
    .orderBy(asc(providers.sortOrder), asc(providers.providerId));
}

export async function findProvider(db: Database, providerId: number): Promise<ProviderRow | null> {
  const [row] = await db.select().from(providers).where(eq(providers.providerId, providerId));
  return row && row.isActive ? row : null;
}

/** The active payees from the reference cache (read again within a second of any change). */
export function cachedActiveProviders(reference: ReferenceCache, db: Database) {
  return reference.get('active-providers', ['providers'], () => activeProviders(db));
}

/** findProvider from the reference cache: an active payee, or null. */
export async function cachedProvider(
  reference: ReferenceCache,
  db: Database,
  providerId: number,
): Promise<ProviderRow | null> {
  const rows = await cachedActiveProviders(reference, db);
  return rows.find((row) => row.providerId === providerId) ?? null;
}

/** The payee's bounds in cents, the domain's defaults where the payee sets none. */
export function providerBounds(row: ProviderRow) {
  return {
    minimum: toCents(row.minimumCents ?? BILL_PAY_DEFAULT_MINIMUM_CENTS),
    limit: toCents(row.limitCents ?? BILL_PAY_DEFAULT_LIMIT_CENTS),
  };
}

/** A payee as `GET Transaction/GetProviders` sends it (amounts as decimals, spec section 3). */
export function providerView(row: ProviderRow) {
  const { minimum, limit } = providerBounds(row);
  return {
    providerId: row.providerId,
    name: row.name,
    type: row.type,
    minimum: toWireAmount(minimum),
    limit: toWireAmount(limit),
    accountHelperMessage: row.accountHelperMessage,
    accountDisclaimerMessage: row.accountDisclaimerMessage,
    customerCardRate: Number(row.customerCardRate),
    customerFee: toWireAmount(toCents(row.customerFeeCents)),
    customerFeesDisclaimer: row.customerFeesDisclaimer,
    commentsField: row.commentsField,
  };
}

/** The rules @yo/domain's validators take for a payee (bounds in dollars, as the API sends them). */
export function payeeRules(row: ProviderRow) {
  const view = providerView(row);
  return { minimum: view.minimum, limit: view.limit, commentsField: row.commentsField };
}
