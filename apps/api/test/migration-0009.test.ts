// #30: migration 0009 gives every kind of card payment its Idempotency-Key and claimant. A
// database made by the migrations before it, with payments of every kind in it, is migrated and
// keeps every row and every value; the new columns start empty.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, usePglite, type Database, type DatabaseHandle } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { packageDir } from '../src/package-dir.js';
import { seedProviders } from '../src/modules/billpay/providers.js';
import { seedCarriers } from '../src/modules/topup/carriers.js';
import { databaseKinds } from './support/database.js';

vi.setConfig({ testTimeout: 120_000 });

const PAYMENT_TABLES = [
  'billpay_transactions',
  'topup_transactions',
  'card_verifications',
  'idempotency_keys',
];

/** The migrations folder as it was before 0009: its files, and a journal that ends at 0008. */
function migrationsBefore0009(): string {
  const source = path.join(packageDir(), 'drizzle');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-migrations-'));
  fs.mkdirSync(path.join(target, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 9);
  fs.writeFileSync(path.join(target, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  return target;
}

/** Payments of every kind as 0008 stored them (its columns only, so raw SQL). */
async function paymentsOf0008(db: Database): Promise<void> {
  await seedProviders(db);
  await seedCarriers(db);
  await db.execute(sql`insert into customers
    (email, password_hash, first_name, last_name, country_id, receive_promotions)
    values ('ann@example.tt', 'x', 'Ann', 'Baptiste', 1, false)`);
  await db.execute(sql`insert into billpay_transactions
    (order_id, provider_id, account_number, name_on_account, amount_cents, fee_cents,
     donation_cents, total_cents, email, phone, status, session_id, gateway_transaction_id,
     card_brand, card_last_four, idempotency_key, claimant, completed_at, receipt_number)
    values
    ('YO-261101-AAAAAA', 1, '100234567', 'A. BAPTISTE', 15025, 0, 0, 15025, 'ann@example.tt',
     '18687001234', 'Successful', '00000000-0000-4000-8000-000000000001',
     '00000000-0000-4000-8000-0000000000a1', 'Visa', '0071', 'key-1', 'pglite:old',
     '2026-11-01T12:00:00Z', 'R000000001'),
    ('YO-261101-BBBBBB', 1, '100234567', null, 5000, 0, 0, 5000, 'ann@example.tt',
     '18687001234', 'Pending', '00000000-0000-4000-8000-000000000001',
     '00000000-0000-4000-8000-0000000000a2', 'Visa', '0071', null, null, null, null)`);
  await db.execute(sql`insert into topup_transactions
    (order_id, country_id, msisdn, phone_provider_id, amount_cents, vat_cents, donation_cents,
     total_cents, email, status, session_id, gateway_transaction_id, card_brand,
     card_last_four, carrier_reference, carrier_status, delivery_attempts, completed_at)
    values
    ('YO-261101-CCCCCC', 1, '18683001234', 1, 5000, 556, 0, 5000, 'ann@example.tt',
     'Successful', '00000000-0000-4000-8000-000000000002',
     '00000000-0000-4000-8000-0000000000b1', 'Mastercard', '0031', 'ref-1', 'SUCCESSFUL', 1,
     '2026-11-01T12:05:00Z'),
    ('YO-261101-DDDDDD', 1, '18687201234', 2, 10000, 1111, 0, 10000, 'ann@example.tt',
     'Captured', '00000000-0000-4000-8000-000000000002',
     '00000000-0000-4000-8000-0000000000b2', 'Visa', '0071', 'ref-2', 'PROCESSING', 3, null)`);
  await db.execute(sql`insert into card_verifications
    (id, customer_id, session_id, status, gateway_transaction_id, brand, last_four, expiration,
     name_on_card, nickname, is_primary)
    select '00000000-0000-4000-8000-0000000000c1', id, '00000000-0000-4000-8000-000000000003',
      'Failed', '00000000-0000-4000-8000-0000000000c2', 'Visa', '1111', '1230', 'Ann Baptiste',
      'Visa 1111', true from customers limit 1`);
  await db.execute(sql`insert into idempotency_keys (key, session_id, fingerprint, state, result)
    values ('key-1', '00000000-0000-4000-8000-000000000001', 'fp', 'done',
      '{"status":200,"body":{"state":1}}')`);
}

type Rows = Record<string, Array<Record<string, unknown>>>;

async function everyPaymentRow(db: Database): Promise<Rows> {
  const rows: Rows = {};
  for (const table of PAYMENT_TABLES) {
    const result = await db.execute(sql.raw(`select * from ${table} order by 1`));
    rows[table] = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<
      Record<string, unknown>
    >;
  }
  return rows;
}

/** A database migrated up to 0008, with payments in it; `current()` migrates it up to date. */
async function databaseOf0008(
  kind: 'pglite' | 'postgresql',
  folder: string,
): Promise<{ db: Database; current(): Promise<DatabaseHandle>; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const client = await PGlite.create('memory://');
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: folder });
    return { db, current: () => usePglite(client), close: () => client.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schemaName = `test_m9_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schemaName}"`);
  const client = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    connection: { search_path: schemaName },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  await migratePostgres(db as never, { migrationsFolder: folder, migrationsSchema: schemaName });
  let handle: DatabaseHandle | null = null;
  return {
    db,
    async current() {
      handle = await openDatabase({ databaseUrl: url, dataDir: '', databaseSchema: schemaName });
      return handle;
    },
    async close() {
      await (handle as DatabaseHandle | null)?.close();
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop schema "${schemaName}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}

describe.each(databaseKinds)('migration 0009 on %s', (kind) => {
  const folder = migrationsBefore0009();
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('keeps every payment row and value of a database made by 0000–0008', async () => {
    const old = await databaseOf0008(kind, folder);
    try {
      await paymentsOf0008(old.db);
      const before = await everyPaymentRow(old.db);
      expect(before.billpay_transactions).toHaveLength(2);
      expect(before.topup_transactions).toHaveLength(2);
      expect(before.card_verifications).toHaveLength(1);
      expect(before.topup_transactions![0]).not.toHaveProperty('claimant');

      const current = await old.current();
      const after = await everyPaymentRow(current.db);
      for (const table of PAYMENT_TABLES) {
        expect(after[table]).toHaveLength(before[table]!.length);
        after[table]!.forEach((row, index) => {
          // Every column the row had, with its value; the columns 0009 adds, empty; those 0011
          // adds to a card check, its order (its id), its zero amount and no card to save.
          expect(row).toMatchObject(before[table]![index]!);
          const added = Object.keys(row).filter((column) => !(column in before[table]![index]!));
          const filled: Record<string, unknown> =
            table === 'card_verifications'
              ? { order_id: row.id, total_cents: 0, save_card: false }
              : {};
          for (const column of added) expect(row[column]).toEqual(filled[column] ?? null);
        });
      }
      expect(Object.keys(after.topup_transactions![0]!)).toEqual(
        expect.arrayContaining(['idempotency_key', 'claimant', 'ds_trans_id', 'result_shown_at']),
      );
      expect(Object.keys(after.card_verifications![0]!)).toEqual(
        expect.arrayContaining(['idempotency_key', 'claimant']),
      );
    } finally {
      await old.close();
    }
  });
});
