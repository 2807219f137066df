import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceCache, REFERENCE_MAX_AGE_MS } from '../src/db/reference-cache.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds, openTestDatabase } from './support/database.js';
import { anonymousToken } from './support/flows.js';

/** Generous beside the one-second window: the machine running the tests may be busy. */
const WINDOW_MS = REFERENCE_MAX_AGE_MS + 2_000;

describe.each(databaseKinds)('public reads from memory on %s', (kind) => {
  let t: TestApp;
  let anonymous: string;
  /** Runs SQL as another process would: its own connection on PostgreSQL, its own search_path. */
  let otherWriter: (statement: string) => Promise<void>;
  let closeOtherWriter = async () => {};

  beforeAll(async () => {
    t = await startTestApp(kind, { referenceMaxAgeMs: REFERENCE_MAX_AGE_MS });
    anonymous = await anonymousToken(t);
    const { db } = t.app.database;
    if (kind === 'postgresql') {
      const [{ schema }] = (await db.execute(
        sql`select current_schema() as schema`,
      )) as unknown as [{ schema: string }];
      const client = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      // No search_path: the tables are named with their schema, as a person at psql might.
      otherWriter = async (statement) => {
        await client.unsafe(statement.replaceAll('{schema}.', `"${schema}".`));
      };
      closeOtherWriter = () => client.end({ timeout: 5 });
    } else {
      // One process holds a PGlite: the other writer is plain SQL beside the app's queries.
      otherWriter = async (statement) => {
        await db.execute(sql.raw(statement.replaceAll('{schema}.', '')));
      };
    }
  });
  afterAll(async () => {
    await closeOtherWriter();
    await t.close();
  });

  /** Asks until `seen` holds of the answer; returns how long that took. */
  async function untilSeen(path: string, seen: (body: unknown) => boolean): Promise<number> {
    const started = Date.now();
    for (;;) {
      const response = await t.get(path, anonymous);
      expect(response.status).toBe(200);
      if (seen(response.body)) return Date.now() - started;
      if (Date.now() - started > WINDOW_MS) throw new Error(`${path} did not change in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers GetProviders with a validator, and 304 to a browser holding the same list', async () => {
    const first = await t.get('Transaction/GetProviders', anonymous);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=60');

    const again = await t.app.server.inject({
      method: 'GET',
      url: '/api/Transaction/GetProviders',
      headers: { authorization: `Bearer ${anonymous}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await t.app.server.inject({
      method: 'GET',
      url: '/api/Transaction/GetProviders',
      headers: { authorization: `Bearer ${anonymous}`, 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.body);

    // The token is still checked before any cached answer.
    expect((await t.get('Transaction/GetProviders')).status).toBe(401);
  });

  it('sends a list compressed once, as brotli or gzip as the browser accepts, or as it is', async () => {
    const ask = (acceptEncoding: string) =>
      t.app.server.inject({
        method: 'GET',
        url: '/api/Transaction/GetProviders',
        headers: { authorization: `Bearer ${anonymous}`, 'accept-encoding': acceptEncoding },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    // Below 1 KB an answer goes as it is.
    const status = await t.app.server.inject({
      method: 'GET',
      url: '/api/transaction/service/status?serviceId=topup',
      headers: { authorization: `Bearer ${anonymous}`, 'accept-encoding': 'br' },
    });
    expect(status.headers['content-encoding']).toBeUndefined();
  });

  it('shows a payee renamed by SQL within the window, under a new validator', async () => {
    const before = String((await t.get('Transaction/GetProviders', anonymous)).headers.etag);
    await otherWriter(`update {schema}.providers set name = 'T&TEC Renamed' where provider_id = 1`);
    const took = await untilSeen('Transaction/GetProviders', (body) =>
      (body as { data: Array<{ providerId: number; name: string }> }).data.some(
        (row) => row.providerId === 1 && row.name === 'T&TEC Renamed',
      ),
    );
    expect(took).toBeLessThanOrEqual(WINDOW_MS);
    const after = await t.app.server.inject({
      method: 'GET',
      url: '/api/Transaction/GetProviders',
      headers: { authorization: `Bearer ${anonymous}`, 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('shows a service switched off, a new banner and a new state within the window', async () => {
    await otherWriter(
      `update {schema}.service_statuses set is_active = false where service_id = 'billpay'`,
    );
    await otherWriter(
      `insert into {schema}.banners (page_name, message, closeable, audience) values ('home', '<p>Fresh news</p>', true, 'everyone')`,
    );
    await otherWriter(
      `insert into {schema}.country_states (country_iso_code, alpha_code, name) values (780, 'TOB', 'Tobago')`,
    );
    await untilSeen(
      'transaction/service/status?serviceId=billpay',
      (body) => (body as { data: { isActive: boolean } }).data.isActive === false,
    );
    const status = await t.get('transaction/service/status?serviceId=billpay', anonymous);
    expect(status.headers['cache-control']).toBe('private, no-cache');
    await untilSeen('Banner/GetBannerMessages?pageName=Home&isRegistered=false', (body) =>
      (body as { data: Array<{ message: string }> }).data.some(
        (row) => row.message === '<p>Fresh news</p>',
      ),
    );
    await untilSeen('public/country/780/states', (body) =>
      (body as { data: Array<{ alphaCode: string }> }).data.some((row) => row.alphaCode === 'TOB'),
    );
    await otherWriter(
      `update {schema}.service_statuses set is_active = true where service_id = 'billpay'`,
    );
  });
});

describe('the reference cache', () => {
  it('reads the counters at most once per window, and a table again only once it changed', async () => {
    const database = await openTestDatabase('pglite');
    let now = 0;
    const cache = new ReferenceCache(database.db, { maxAgeMs: 1_000, now: () => now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      const rows = await database.db.execute(sql`select count(*)::int as n from banners`);
      return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    try {
      const first = await cache.get('banners', ['banners'], load);
      await Promise.all(Array.from({ length: 20 }, () => cache.get('banners', ['banners'], load)));
      expect(loads).toBe(1);
      // Within the window the kept promise itself is the answer: the cache adds no step.
      expect(cache.get('banners', ['banners'], load)).toBe(cache.get('banners', ['banners'], load));

      await database.db.execute(
        sql`insert into banners (page_name, message, closeable) values ('home', 'x', true)`,
      );
      // Within the window the counters are not read again: the old value stands.
      expect(await cache.get('banners', ['banners'], load)).toBe(first);
      expect(loads).toBe(1);
      now += 1_000;
      expect(await cache.get('banners', ['banners'], load)).toBe(first + 1);
      expect(loads).toBe(2);
      // A change to another table leaves this one's value in place.
      await database.db.execute(sql`update providers set sort_order = sort_order`);
      now += 1_000;
      await cache.get('banners', ['banners'], load);
      expect(loads).toBe(2);
    } finally {
      await database.close();
    }
  });
});
