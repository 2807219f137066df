import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { pgliteLiveness } from '../../src/db/liveness.js';
import {
  openDatabase,
  usePglite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../src/db/database.js';

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgresql']
  : ['pglite'];

let template: Blob | null = null;

/** The data directory the global setup migrated and seeded once for the whole run. */
function pgliteTemplate(): Blob {
  template ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return template;
}

/**
 * A fresh database: an in-memory PGlite loaded from the template, or a new schema on the PostgreSQL test server
 * (selected by search_path) that is dropped on close, so parallel runs never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return usePglite(await PGlite.create('memory://', { loadDataDir: pgliteTemplate() }));
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schema}"`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', databaseSchema: schema });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * One database as two API processes see it: `first` and, from `another()`, a handle of another
 * process (its own connections and liveness on PostgreSQL; on PGlite, whose data belongs to one
 * process, the same data as a process started after the first one ended would find it).
 */
export async function openSharedTestDatabase(kind: DatabaseKind): Promise<{
  first: DatabaseHandle;
  another(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}> {
  const first = await openTestDatabase(kind);
  const others: DatabaseHandle[] = [];
  return {
    first,
    async another() {
      const handle: DatabaseHandle =
        kind === 'pglite'
          ? { ...first, liveness: pgliteLiveness(), close: async () => undefined }
          : await openDatabase({
              databaseUrl: process.env.TEST_DATABASE_URL!,
              dataDir: '',
              databaseSchema: await schemaOf(first),
            });
      others.push(handle);
      return handle;
    },
    async close() {
      for (const handle of others) await handle.close().catch(() => undefined);
      await first.close();
    },
  };
}

async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const rows = (await handle.db.execute(sql`select current_schema() as name`)) as unknown as {
    name: string;
  }[];
  return rows[0]!.name;
}
