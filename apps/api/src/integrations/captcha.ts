import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { captchaSolutions } from '../db/schema.js';

/** The bot check of payment submissions. */
export interface Captcha {
  /**
   * A new challenge for the ALTCHA widget (`GET /api/captcha/challenge`); `bound` puts signed
   * data in it (what it is for) and may raise its counter (a dearer proof).
   */
  challenge(bound?: BoundChallenge): Promise<Challenge>;
  /**
   * Whether the widget's payload (base64 JSON) solves one of our challenges not used before, or
   * used before by the same `spender` (a payment's Idempotency-Key, presented again by its retry).
   * With `data`, the challenge must carry exactly that data (one made by `challenge({data})`).
   * `within`: the transaction the solution is spent in (a payment's, with its row).
   */
  verify(
    payload: string,
    spender?: string,
    data?: ChallengeData,
    within?: Database,
  ): Promise<boolean>;
}

export type ChallengeData = Record<string, string>;

export interface BoundChallenge {
  data: ChallengeData;
  /** Instead of the settings' maxCounter. */
  maxCounter?: number;
}

function sameData(given: unknown, expected: ChallengeData): boolean {
  if (given === null || typeof given !== 'object') return false;
  const entries = Object.entries(given as Record<string, unknown>);
  return (
    entries.length === Object.keys(expected).length &&
    entries.every(([key, value]) => expected[key] === value)
  );
}

export interface AltchaSettings {
  /** SHA-256 rounds per try. */
  cost: number;
  /** The counter the solver must reach is drawn between half of this and this. */
  maxCounter: number;
  /** How long a challenge may be solved and submitted. */
  lifetimeMs?: number;
}

const ALGORITHM = 'SHA-256';
const DEFAULT_LIFETIME_MS = 10 * 60 * 1000;

function decodePayload(text: string): Payload | null {
  if (text.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    const ok =
      parsed &&
      typeof parsed === 'object' &&
      typeof parsed.challenge?.parameters?.nonce === 'string' &&
      typeof parsed.solution?.counter === 'number' &&
      typeof parsed.solution?.derivedKey === 'string';
    return ok ? parsed : null;
  } catch {
    return null;
  }
}

/** JSON with keys sorted at every depth and undefined values left out: what ALTCHA signs. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    typeof item !== 'object' || item === null || Array.isArray(item)
      ? item
      : Object.fromEntries(
          Object.keys(item)
            .sort()
            .flatMap((key) => {
              const inner = (item as Record<string, unknown>)[key];
              return inner === undefined ? [] : [[key, sorted(inner)]];
            }),
        );
  return JSON.stringify(sorted(value));
}

function sameHex(expected: unknown, actual: string): boolean {
  return (
    typeof expected === 'string' &&
    expected.length === actual.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(actual))
  );
}

const MAX_COUNTER = 0xffff_ffff;

/**
 * altcha-lib's verifySolution for a challenge that carries a key signature (every challenge this
 * API makes), with node:crypto's HMAC: the library's WebCrypto HMACs cost about 0.2 ms of CPU per
 * payment start, these 0.01 ms. The same steps and order: expiry, the challenge's signature, the
 * solution's form, the derived key's signature. Null for a challenge without a key signature,
 * which the library checks by deriving the key again.
 */
function verifyKeySigned(
  payload: Payload,
  hmacSignatureSecret: string,
  hmacKeySignatureSecret: string,
): boolean | null {
  const { challenge, solution } = payload;
  const parameters = challenge.parameters;
  if (!parameters.keySignature) return null;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1_000) return false;
  if (!challenge.signature) return false;
  const signature = createHmac('sha256', hmacSignatureSecret)
    .update(canonicalJson(parameters))
    .digest('hex');
  if (!sameHex(challenge.signature, signature)) return false;
  const counter = solution.counter;
  if (
    typeof solution.derivedKey !== 'string' ||
    !/^(?:[0-9a-f]{2})+$/.test(solution.derivedKey) ||
    !Number.isInteger(counter) ||
    counter < 0 ||
    counter > MAX_COUNTER
  ) {
    return false;
  }
  const keySignature = createHmac('sha256', hmacKeySignatureSecret)
    .update(Buffer.from(solution.derivedKey, 'hex'))
    .digest('hex');
  return sameHex(parameters.keySignature, keySignature);
}

/**
 * Self-hosted ALTCHA proof of work (no third party, no tracking). Challenges are HMAC-signed with
 * keys derived from the API's signing key, so any API process verifies any other's challenge; a
 * solved challenge is recorded in the database and accepted once.
 */
export function createAltchaCaptcha(
  db: Database,
  signingKey: Uint8Array,
  settings: AltchaSettings,
): Captcha {
  const secret = (purpose: string) =>
    createHmac('sha256', signingKey).update(`altcha:${purpose}`).digest('hex');
  const hmacSignatureSecret = secret('challenge');
  const hmacKeySignatureSecret = secret('key');
  const lifetimeMs = settings.lifetimeMs ?? DEFAULT_LIFETIME_MS;

  return {
    async challenge(bound) {
      const maxCounter = bound?.maxCounter ?? settings.maxCounter;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 2))),
        ...(bound ? { data: bound.data } : {}),
        deriveKey,
        expiresAt: new Date(Date.now() + lifetimeMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(text, spender, data, within = db) {
      const payload = decodePayload(text.trim());
      if (!payload) return false;
      // A challenge made for something else (another account's login, a payment) is not this one's.
      if (
        data
          ? !sameData(payload.challenge.parameters.data, data)
          : payload.challenge.parameters.data
      )
        return false;
      let verified: boolean;
      try {
        verified =
          verifyKeySigned(payload, hmacSignatureSecret, hmacKeySignatureSecret) ??
          (
            await verifySolution({
              challenge: payload.challenge,
              solution: payload.solution,
              deriveKey,
              hmacSignatureSecret,
              hmacKeySignatureSecret,
            })
          ).verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      // Single use: the first submission of a solved challenge records it; any other is refused,
      // but for a repeat of the payment that spent it (a process died after spending it).
      const challengeId = payload.challenge.parameters.nonce;
      const expiresAt = new Date(
        (payload.challenge.parameters.expiresAt ?? Math.floor((Date.now() + lifetimeMs) / 1000)) *
          1000,
      );
      const inserted = await within
        .insert(captchaSolutions)
        .values({ challengeId, expiresAt, spentBy: spender ?? null })
        .onConflictDoNothing()
        .returning({ challengeId: captchaSolutions.challengeId });
      if (inserted.length === 1) return true;
      if (spender === undefined) return false;
      const spentBySame = await within
        .select({ challengeId: captchaSolutions.challengeId })
        .from(captchaSolutions)
        .where(
          and(eq(captchaSolutions.challengeId, challengeId), eq(captchaSolutions.spentBy, spender)),
        );
      return spentBySame.length === 1;
    },
  };
}

/** Forgets used solutions whose challenges have expired (they can no longer verify anyway). */
export async function purgeExpiredCaptchaSolutions(db: Database, now = new Date()): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
