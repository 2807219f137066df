import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { packageDir } from '../package-dir.js';
import { pgliteLiveness, postgresLiveness, type ProcessLiveness } from './liveness.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The same query builder whichever driver is underneath: one SQL dialect for both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Which processes on this database are alive (claims of dead ones are given up at once). */
  liveness: ProcessLiveness;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseSchema?: string | undefined;
}

const migrationsFolder = () => path.join(packageDir(), 'drizzle');

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schemaName = options.databaseSchema;
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => undefined,
      ...(schemaName ? { connection: { search_path: schemaName } } : {}),
    });
    const db = drizzlePostgres(client, { schema });
    // Processes starting together migrate one at a time: the others wait, then find it done.
    const lock = await client.reserve();
    const lockName = `yo-migrations:${schemaName ?? 'public'}`;
    try {
      await lock`select pg_advisory_lock(hashtext(${lockName}))`;
      await migratePostgres(db, {
        migrationsFolder: migrationsFolder(),
        ...(schemaName ? { migrationsSchema: schemaName } : {}),
      });
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${lockName}))`.catch(() => undefined);
      lock.release();
    }
    const liveness = await postgresLiveness(client);
    return {
      db: db as unknown as Database,
      kind: 'postgresql',
      liveness,
      async close() {
        await liveness.close();
        await client.end({ timeout: 5 });
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(options.dataDir, { recursive: true });
  return usePglite(await PGlite.create(inMemory ? options.dataDir : path.resolve(options.dataDir)));
}

/** A handle on an open PGlite (a fresh one, or a clone of a prepared one), brought up to date. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    liveness: pgliteLiveness(),
    close: () => client.close(),
  };
}
