import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import {
  openDatabase,
  usePglite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../src/db/database.js';
import { seedReferenceData } from '../../src/modules/content/seed.js';

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgresql']
  : ['pglite'];

let template: Promise<PGlite> | null = null;

/** One migrated, seeded in-memory PGlite per test worker; each test gets a clone of it. */
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create('memory://');
    const handle = await usePglite(client);
    await seedReferenceData(handle.db);
    return client;
  })();
  return template;
}

/**
 * A fresh database: a clone of the PGlite template, or a new schema on the PostgreSQL test server
 * (selected by search_path) that is dropped on close, so parallel runs never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return usePglite((await (await pgliteTemplate()).clone()) as PGlite);
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
