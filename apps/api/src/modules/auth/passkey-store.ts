import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passkeyChallenges, passkeys, verificationCodes } from '../../db/schema.js';
import { CODE_RULES } from './codes.js';

export type Ceremony = 'registration' | 'authentication';
export type PasskeyRow = typeof passkeys.$inferSelect;

/** How long a ceremony's challenge may be answered (the browser's own timeout is 60 s). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * The WebAuthn user handle of a customer: stable (so one authenticator keeps one passkey per
 * account) and opaque, not the email or the account number.
 */
export function userHandleOf(customerId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`yo-passkey-user:${customerId}`).digest());
}

/** Keeps a challenge for the session that asked. */
export async function keepChallenge(
  db: Database,
  challenge: {
    challenge: string;
    ceremony: Ceremony;
    sessionId: string;
    customerId: number | null;
  },
): Promise<void> {
  await db
    .insert(passkeyChallenges)
    .values({ ...challenge, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS) });
}

/**
 * Uses up a challenge: only the session that asked, for the same ceremony, once, before it
 * expires. One statement, so two answers to one challenge cannot both pass.
 */
export async function spendChallenge(
  db: Database,
  wanted: { challenge: string; ceremony: Ceremony; sessionId: string },
): Promise<{ customerId: number | null } | null> {
  const [spent] = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.challenge, wanted.challenge),
        eq(passkeyChallenges.ceremony, wanted.ceremony),
        eq(passkeyChallenges.sessionId, wanted.sessionId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ customerId: passkeyChallenges.customerId });
  return spent ?? null;
}

/** The challenge a response's client data carries, or null when it is not readable JSON. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Whether the session verified a passkey-add code within the last minutes and has not used it:
 * the fresh check that comes before adding a way into the account.
 */
export async function hasFreshCodeCheck(db: Database, sessionId: string): Promise<boolean> {
  const since = new Date(Date.now() - CODE_RULES.verifiedUseMinutes * 60_000);
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, 'passkey-add'),
        eq(verificationCodes.sessionId, sessionId),
        isNull(verificationCodes.closedAt),
        gt(verificationCodes.verifiedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function passkeysOf(db: Database, customerId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.customerId, customerId))
    .orderBy(asc(passkeys.createdAt));
}

export async function passkeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/**
 * Records a successful use: the new counter (only if it still is the one verified against, so a
 * parallel use of a cloned key cannot both pass) and the backup state the authenticator reports.
 */
export async function recordUse(
  db: Database,
  passkey: PasskeyRow,
  use: { newCounter: number; backedUp: boolean; deviceType: PasskeyRow['deviceType'] },
): Promise<boolean> {
  const [updated] = await db
    .update(passkeys)
    .set({
      counter: use.newCounter,
      backedUp: use.backedUp,
      deviceType: use.deviceType,
      lastUsedAt: new Date(),
    })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, sql`${passkey.counter}`)))
    .returning({ id: passkeys.id });
  return updated !== undefined;
}

/** The contract's view of a passkey. */
export function passkeyView(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}
