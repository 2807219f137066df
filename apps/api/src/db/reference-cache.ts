import type { Database } from './database.js';
import { referenceVersions } from './schema.js';

/** The tables whose changes bump a counter in reference_versions (migration 0007's triggers). */
export type ReferenceTable =
  | 'providers'
  | 'banners'
  | 'service_statuses'
  | 'signup_countries'
  | 'address_countries'
  | 'country_states';

export interface ReferenceCacheOptions {
  /** How old the counters may be before a request reads them again: a change's longest wait. */
  maxAgeMs?: number;
  /** Kept answers at most (keys come from queries); past it the cache starts over. */
  maxEntries?: number;
  /** Milliseconds of a monotonic clock. */
  now?: () => number;
}

/** A change made anywhere shows within this (plus one small query). */
export const REFERENCE_MAX_AGE_MS = 1_000;

interface Entry {
  stamp: string;
  value: Promise<unknown>;
}

/**
 * Read-mostly reference data (payees, banners, service status, countries, states) kept in this
 * process's memory. A trigger bumps a table's counter in the same transaction as any change to
 * it, whichever process or person makes it; a process reads all counters in one small query at
 * most once per maxAgeMs, shared by every request in that time, and reads a table's answers
 * again once its counter has moved. So the database sees one tiny query a second per busy
 * process, not one per request, and every process shows a change within about a second.
 * (Polling rather than LISTEN/NOTIFY: the same on PGlite and PostgreSQL, nothing to reconnect,
 * and no change can be missed while a connection is down.)
 */
export class ReferenceCache {
  readonly #db: Database;
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #versions = new Map<string, number>();
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<Map<string, number>> | null = null;
  readonly #entries = new Map<string, Entry>();

  constructor(db: Database, options: ReferenceCacheOptions = {}) {
    this.#db = db;
    this.#maxAgeMs = options.maxAgeMs ?? REFERENCE_MAX_AGE_MS;
    this.#maxEntries = options.maxEntries ?? 1_000;
    this.#now = options.now ?? (() => performance.now());
  }

  /**
   * `load()`'s value for `key`, kept while the counters of `tables` stand. The counters are read
   * before the data, so a value is never older than the counters it is kept under. While the
   * counters are fresh this takes no step of its own: the kept promise is the answer.
   */
  get<T>(key: string, tables: readonly ReferenceTable[], load: () => Promise<T>): Promise<T> {
    if (this.#now() - this.#checkedAt < this.#maxAgeMs) {
      return this.#kept(key, tables, this.#versions, load);
    }
    this.#checking ??= this.#readVersions().finally(() => {
      this.#checking = null;
    });
    return this.#checking.then((versions) => this.#kept(key, tables, versions, load));
  }

  #kept<T>(
    key: string,
    tables: readonly ReferenceTable[],
    versions: Map<string, number>,
    load: () => Promise<T>,
  ): Promise<T> {
    const stamp = tables.map((table) => versions.get(table) ?? 0).join('.');
    const entry = this.#entries.get(key);
    if (entry && entry.stamp === stamp) return entry.value as Promise<T>;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    // Concurrent requests for a missing key share one load.
    const value = load();
    this.#entries.set(key, { stamp, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  async #readVersions(): Promise<Map<string, number>> {
    // The moment the query starts: anything committed before it is in the counters read.
    const startedAt = this.#now();
    const rows = await this.#db.select().from(referenceVersions);
    this.#versions = new Map(rows.map((row) => [row.tableName, row.version]));
    this.#checkedAt = startedAt;
    return this.#versions;
  }
}
