import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.js';
import {
  outbox,
  passkeyChallenges,
  passwordResets,
  sessions,
  verificationCodes,
} from './schema.js';

/** Rows past use are kept this long (for support questions), then deleted. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;
const KEEP_SENT_MESSAGES_MS = 7 * 24 * 60 * 60_000;

/** Deletes ended sessions, old codes, reset links and passkey challenges, and delivered messages. */
export async function deleteExpiredRows(db: Database, now = Date.now()): Promise<number> {
  const expiredBefore = new Date(now - KEEP_EXPIRED_MS);
  const results = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, expiredBefore)).returning({ id: sessions.id }),
    db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, expiredBefore))
      .returning({ id: verificationCodes.id }),
    db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, expiredBefore))
      .returning({ id: passwordResets.id }),
    db
      .delete(passkeyChallenges)
      .where(lt(passkeyChallenges.expiresAt, expiredBefore))
      .returning({ challenge: passkeyChallenges.challenge }),
    db
      .delete(outbox)
      .where(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, new Date(now - KEEP_SENT_MESSAGES_MS))),
      )
      .returning({ id: outbox.id }),
  ]);
  return results.reduce((total, rows) => total + rows.length, 0);
}

/** Runs `deleteExpiredRows` now and then; any API process may, the deletes are idempotent. */
export function startHousekeeping(db: Database, log: FastifyBaseLogger, everyMs = 10 * 60_000) {
  const timer = setInterval(() => {
    deleteExpiredRows(db).catch((error: unknown) =>
      log.warn({ err: error }, 'housekeeping failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
