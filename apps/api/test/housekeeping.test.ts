import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { deleteExpiredRows } from '../src/db/housekeeping.js';
import { outbox, sessions } from '../src/db/schema.js';
import { databaseKinds, openTestDatabase } from './support/database.js';

describe.each(databaseKinds)('housekeeping on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('deletes long-ended sessions and old delivered mail, and keeps the rest', async () => {
    const day = 24 * 60 * 60_000;
    const old = randomUUID();
    const live = randomUUID();
    await database.db.insert(sessions).values([
      { id: old, kind: 'anonymous', expiresAt: new Date(Date.now() - 2 * day) },
      { id: live, kind: 'anonymous', expiresAt: new Date(Date.now() + day) },
    ]);
    await database.db.insert(outbox).values([
      {
        channel: 'email',
        recipient: 'old@example.tt',
        body: 'x',
        status: 'sent',
        sentAt: new Date(Date.now() - 8 * day),
      },
      {
        channel: 'email',
        recipient: 'new@example.tt',
        body: 'x',
        status: 'sent',
        sentAt: new Date(),
      },
      { channel: 'email', recipient: 'waiting@example.tt', body: 'x' },
    ]);
    expect(await deleteExpiredRows(database.db)).toBe(2);
    expect((await database.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual(
      [live],
    );
    expect((await database.db.select().from(outbox)).map((m) => m.recipient).sort()).toEqual([
      'new@example.tt',
      'waiting@example.tt',
    ]);
  });
});
