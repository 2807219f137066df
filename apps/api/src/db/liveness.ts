import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';

/**
 * Which API processes on this database are alive, so that work one of them claimed (a payment
 * under an Idempotency-Key) is given up the moment its process is gone, not after a timeout.
 */
export interface ProcessLiveness {
  /** This process's name on what it claims. */
  readonly id: string;
  /** Whether the process named `claimant` still runs. */
  isAlive(claimant: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PGlite's data lives in one process (its folder is locked to it): a claim by any other name
 * was made by a process that has since ended.
 */
export function pgliteLiveness(): ProcessLiveness {
  const id = `pglite:${randomUUID()}`;
  return {
    id,
    isAlive: async (claimant) => claimant === id,
    close: async () => undefined,
  };
}

/** How often the lock's connection is checked (and the lock taken again if it dropped). */
const LOCK_CHECK_MS = 5_000;

/**
 * On PostgreSQL each process holds a session advisory lock on a random 63-bit key, on a
 * connection of its own, for as long as it runs. The server releases it when that connection
 * ends, so kill -9 frees the process's claims at once: another process that can take the lock
 * for a moment knows its holder is gone.
 */
export async function postgresLiveness(
  client: Sql,
  log: (message: string) => void = () => undefined,
): Promise<ProcessLiveness> {
  const key = (randomBytes(8).readBigUInt64BE() >> 1n).toString();
  let connection = await lockOn(client, key);
  let checking = false;
  let closed = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    connection`select 1`
      .catch(async () => {
        // The lock went with the connection: take it again on a new one.
        log('the liveness lock connection dropped; taking the lock again');
        connection.release();
        connection = await lockOn(client, key);
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }, LOCK_CHECK_MS);
  timer.unref();
  return {
    id: key,
    async isAlive(claimant) {
      if (claimant === key) return true;
      if (!/^\d{1,19}$/.test(claimant)) return false;
      // Taken and let go in one statement, so on one connection: taken means nobody held it.
      const [row] = await client<{ alive: boolean }[]>`
        select case when pg_try_advisory_lock(${claimant}::bigint)
          then not pg_advisory_unlock(${claimant}::bigint)
          else true end as alive`;
      return row!.alive;
    },
    async close() {
      // Once: a released connection takes no more queries (a second unlock would wait forever).
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await connection`select pg_advisory_unlock(${key}::bigint)`.catch(() => undefined);
      connection.release();
    },
  };
}

async function lockOn(client: Sql, key: string) {
  const connection = await client.reserve();
  await connection`select pg_advisory_lock(${key}::bigint)`;
  return connection;
}
