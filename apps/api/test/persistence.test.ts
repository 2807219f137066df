import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { appSettings } from '../src/db/schema.js';

describe('embedded database on disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-pglite-'));
  const dataDir = path.join(root, '.data');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates its folder on first start and keeps data across a restart', async () => {
    expect(fs.existsSync(dataDir)).toBe(false);
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(fs.existsSync(dataDir)).toBe(true);
    await first.db.insert(appSettings).values({ key: 'persisted', value: 'yes' });
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    const rows = await second.db.select().from(appSettings).where(eq(appSettings.key, 'persisted'));
    expect(rows).toEqual([{ key: 'persisted', value: 'yes' }]);
    await second.close();
  });
});
