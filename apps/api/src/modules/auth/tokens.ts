import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../../db/database.js';
import { appSettings, sessions } from '../../db/schema.js';

export type TokenKind = 'anonymous' | 'otp-pending' | 'user';

/** How long each kind of token lives, in seconds. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = {
  anonymous: 60 * 60,
  'otp-pending': 10 * 60,
  user: 60 * 60,
};

export interface Principal {
  kind: TokenKind;
  sessionId: string;
  customerId: number | null;
}

export interface IssuedToken {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const ISSUER = 'yo-api';
/** Verified anonymous tokens kept in memory at most (a few hundred bytes each). */
const MAX_VERIFIED_ANONYMOUS = 10_000;

/** The key tokens are signed with: JWT_SECRET, else one generated once and kept in the database. */
export async function loadSigningKey(
  db: Database,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: 'jwt-signing-key', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt-signing-key'));
  return new TextEncoder().encode(row!.value);
}

/**
 * Signed JWTs (HS256) carrying `kind`, `sid` and `exp`. Each names a row of `sessions`; a user or
 * otp-pending token is honoured only while its row is neither revoked nor expired, so logout and
 * password reset end it at once. An anonymous token is honoured until its exp (see verify).
 */
export class Tokens {
  /**
   * Anonymous tokens already verified, each until its exp: checking an HS256 signature through
   * WebCrypto costs more than the rest of a cached public read. Only tokens whose signature held
   * get in, so an entry cannot be forged; the map starts over when full.
   */
  readonly #verifiedAnonymous = new Map<string, { sessionId: string; expiresAtMs: number }>();

  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
  ) {}

  async issue(kind: TokenKind, customerId: number | null): Promise<IssuedToken> {
    const sessionId = randomUUID();
    const lifetime = TOKEN_LIFETIME_SECONDS[kind];
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = new Date((issuedAt + lifetime) * 1000);
    await this.db.insert(sessions).values({ id: sessionId, kind, customerId, expiresAt });
    const token = await new SignJWT({ kind, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .setSubject(customerId === null ? 'anonymous' : String(customerId))
      .sign(this.key);
    return { token, sessionId, expiresAt };
  }

  /**
   * The principal of a valid, live token, or null for anything else: at once for an anonymous
   * token verified before (no promise, so a public read waits for nothing), else once checked.
   */
  verify(token: string): Principal | null | Promise<Principal | null> {
    const known = this.#verifiedAnonymous.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) {
        return { kind: 'anonymous', sessionId: known.sessionId, customerId: null };
      }
      this.#verifiedAnonymous.delete(token);
    }
    return this.#verifySigned(token);
  }

  async #verifySigned(token: string): Promise<Principal | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      }));
    } catch {
      return null;
    }
    const { kind, sid } = payload;
    if (kind !== 'anonymous' && kind !== 'otp-pending' && kind !== 'user') return null;
    if (typeof sid !== 'string') return null;
    // An anonymous token is trusted on its signature and exp alone, without reading its session:
    // it names no customer (there is nothing of one's to revoke; logout and password reset end
    // user sessions), anyone gets one from users/authenticateAPI, and it lives an hour. What it
    // reaches beyond the public calls are its own guest payments, which its holder made. Its
    // logout is kept in the row but honoured only by the checks of otp-pending and user tokens,
    // so an anonymous token outlives its logout until its exp. The public reads it opens then
    // cost no database round trip.
    if (kind === 'anonymous') {
      if (this.#verifiedAnonymous.size >= MAX_VERIFIED_ANONYMOUS) this.#verifiedAnonymous.clear();
      this.#verifiedAnonymous.set(token, { sessionId: sid, expiresAtMs: payload.exp! * 1000 });
      return { kind, sessionId: sid, customerId: null };
    }
    const [session] = await this.db
      .select({ customerId: sessions.customerId, kind: sessions.kind })
      .from(sessions)
      .where(
        and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
      );
    if (!session || session.kind !== kind) return null;
    return { kind, sessionId: sid, customerId: session.customerId };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(customerId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  }
}
