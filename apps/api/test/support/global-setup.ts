import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../../src/db/database.js';
import { seedReferenceData } from '../../src/modules/content/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar) that each test database starts from. */
    pgliteTemplate: string;
  }
}

/** Migrates and seeds one PGlite once per run; each test's database loads a copy of it. */
export default async function setup(project: TestProject) {
  const client = await PGlite.create('memory://');
  const handle = await usePglite(client);
  await seedReferenceData(handle.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `yo-api-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
