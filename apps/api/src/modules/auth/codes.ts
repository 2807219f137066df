import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_DEFAULT_TIMEOUT_SECONDS, OTP_LENGTH } from '@yo/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { verificationCodes } from '../../db/schema.js';
import { enqueue, type QueuedMessage } from '../../integrations/outbox.js';
import { notifications } from '../../integrations/notifications.js';

export type CodePurpose = 'login' | 'registration' | 'phone-add' | 'passkey-add';
export type CodeChannel = 'email' | 'sms';

export const CODE_RULES = {
  lifetimeSeconds: OTP_DEFAULT_TIMEOUT_SECONDS,
  maxFailedAttempts: 5,
  /** At most this many codes to one recipient per window, whoever asks. */
  maxSendsPerRecipient: 5,
  recipientWindowMinutes: 15,
  /** A verified registration or phone-add code must be acted on within this time. */
  verifiedUseMinutes: 15,
} as const;

export interface CodeRequest {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** Lower-case email or phone digits: where the code goes. */
  recipient: string;
  /** The phone (digits) the code vouches for. */
  phone: string;
  email: string | null;
  customerId: number | null;
  sessionId: string;
}

export type IssueResult =
  { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'send-limit' };

export type VerifyResult =
  | { ok: true; purpose: CodePurpose; customerId: number | null }
  | { ok: false; reason: 'not-found' | 'expired' | 'incorrect' | 'too-many-attempts' };

function generateCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * Six-digit one-time codes: kept only as an HMAC bound to the code's id, valid for two minutes,
 * for one purpose, one recipient and the session that asked; five wrong tries close a code, and a
 * new code to the same recipient for the same purpose closes the older ones.
 */
export class VerificationCodes {
  readonly #key: Buffer;

  constructor(
    private readonly db: Database,
    signingKey: Uint8Array,
    private readonly afterQueue: () => void,
  ) {
    this.#key = createHmac('sha256', signingKey).update('verification-codes').digest();
  }

  #hash(id: string, code: string): string {
    return createHmac('sha256', this.#key).update(`${id}:${code}`).digest('base64url');
  }

  async issue(request: CodeRequest): Promise<IssueResult> {
    const windowStart = new Date(Date.now() - CODE_RULES.recipientWindowMinutes * 60_000);
    const [recent] = await this.db
      .select({ sent: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.recipient, request.recipient),
          gt(verificationCodes.createdAt, windowStart),
        ),
      );
    if ((recent?.sent ?? 0) >= CODE_RULES.maxSendsPerRecipient) {
      return { ok: false, reason: 'send-limit' };
    }

    const id = randomUUID();
    const code = generateCode();
    const expiresAt = new Date(Date.now() + CODE_RULES.lifetimeSeconds * 1000);
    const message: QueuedMessage =
      request.channel === 'email'
        ? {
            channel: 'email',
            recipient: request.recipient,
            ...notifications.codeEmail(code, request.purpose),
          }
        : { channel: 'sms', recipient: request.recipient, body: notifications.codeSms(code) };

    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ closedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.purpose, request.purpose),
            eq(verificationCodes.recipient, request.recipient),
            isNull(verificationCodes.closedAt),
          ),
        );
      await tx.insert(verificationCodes).values({
        id,
        purpose: request.purpose,
        channel: request.channel,
        recipient: request.recipient,
        phone: request.phone,
        email: request.email,
        customerId: request.customerId,
        sessionId: request.sessionId,
        codeHash: this.#hash(id, code),
        expiresAt,
      });
      await enqueue(tx as unknown as Database, message);
    });
    this.afterQueue();
    return { ok: true, id, expiresAt };
  }

  /** Checks a code typed by the person; on success it counts as verified (not yet used up). */
  async verify(input: {
    id: string;
    sessionId: string;
    phone: string;
    code: string;
  }): Promise<VerifyResult> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.id, input.id), eq(verificationCodes.sessionId, input.sessionId)),
      );
    if (!row || row.closedAt !== null || row.verifiedAt !== null || row.phone !== input.phone) {
      return { ok: false, reason: 'not-found' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };

    const expected = Buffer.from(row.codeHash);
    const actual = Buffer.from(this.#hash(row.id, input.code));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      // Counted in one statement, so parallel wrong guesses cannot slip past the limit.
      const [counted] = await this.db
        .update(verificationCodes)
        .set({
          failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
          closedAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${CODE_RULES.maxFailedAttempts} then now() else null end`,
        })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.closedAt)))
        .returning({ failedAttempts: verificationCodes.failedAttempts });
      if (!counted) return { ok: false, reason: 'not-found' };
      return {
        ok: false,
        reason:
          counted.failedAttempts >= CODE_RULES.maxFailedAttempts
            ? 'too-many-attempts'
            : 'incorrect',
      };
    }

    // Only one request can turn an open code into a verified one.
    const [verified] = await this.db
      .update(verificationCodes)
      .set({ verifiedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.closedAt),
          isNull(verificationCodes.verifiedAt),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!verified) return { ok: false, reason: 'not-found' };
    return { ok: true, purpose: row.purpose, customerId: row.customerId };
  }

  /**
   * Uses up the session's verified code that vouches for `phone` (and `email`, when it went by
   * email). Returns false when there is none: the caller must not act.
   */
  async consumeVerified(
    db: Database,
    input: { purpose: CodePurpose; sessionId: string; phone: string; email?: string },
  ): Promise<boolean> {
    const verifiedSince = new Date(Date.now() - CODE_RULES.verifiedUseMinutes * 60_000);
    const [candidate] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.sessionId, input.sessionId),
          eq(verificationCodes.phone, input.phone),
          isNull(verificationCodes.closedAt),
          gt(verificationCodes.verifiedAt, verifiedSince),
        ),
      )
      .orderBy(sql`${verificationCodes.verifiedAt} desc`)
      .limit(1);
    if (!candidate) return false;
    if (candidate.email !== null && candidate.email !== input.email?.toLowerCase()) return false;
    const [closed] = await db
      .update(verificationCodes)
      .set({ closedAt: new Date() })
      .where(and(eq(verificationCodes.id, candidate.id), isNull(verificationCodes.closedAt)))
      .returning({ id: verificationCodes.id });
    return closed !== undefined;
  }

  /** Closes a login code once it has produced a user token. */
  async close(id: string): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ closedAt: new Date() })
      .where(eq(verificationCodes.id, id));
  }
}
