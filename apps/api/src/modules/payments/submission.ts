/**
 * What every card payment POST shares (bill pay, top-up): the Idempotency-Key's single answer,
 * order ids, and the card, billing address, consent and captcha checked again with @yo/domain.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  cardMessages,
  digitsOnly,
  isValidExpiry,
  paymentMessages,
  savedCardMessages,
  splitCardHolderName,
  validateBillingAddress,
  validateCardNotSaved,
  validateConsent,
  validatePaymentCard,
  type BillingAddress,
  type PaymentDetails,
} from '@yo/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import { idempotencyKeys } from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import { serverMessages } from '../../http/server-messages.js';
import { purgeExpiredCaptchaSolutions, type Captcha } from '../../integrations/captcha.js';
import type { SaleAddress, SaleRequest } from '../../integrations/card-gateway.js';
import type { Principal } from '../auth/tokens.js';
import { keyStatements } from './statements.js';
import { IN_FLIGHT_WAIT_MS, sleep } from './three-d-secure.js';
import {
  activeCards,
  maskedCardNumber,
  ownActiveCard,
  type CardRow,
} from '../customers/saved-cards.js';

/** What a payment POST answers: an HTTP status and the envelope (kept for repeats of its key). */
export interface SubmissionResult {
  status: number;
  body: unknown;
}

const CAPTCHA_FIELDS = new Set(['googleRecaptchaToken', 'v2Captcha']);
/** A claim that names no process (made before 0006) is taken for dead after this. */
export const STALE_CLAIM_MS = 5 * 60_000;
const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Dates of order ids are Trinidad and Tobago's (one formatter: building one is costly). */
const orderDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** 'YO-261122-7KQ2M9': the date in Trinidad and Tobago and six characters nobody can guess. */
export function newOrderId(now: Date, prefix = 'YO'): string {
  const date = orderDate.format(now).replace(/\D/g, '');
  const random = [...randomBytes(6)].map((byte) => ORDER_ID_ALPHABET[byte % 32]).join('');
  return `${prefix}-${date}-${random}`;
}

/** JSON with sorted keys, so equal submissions hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !CAPTCHA_FIELDS.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Where a payment POST's Idempotency-Key is kept, and which processes may still be using it. */
export interface SubmissionStore {
  db: Database;
  liveness: ProcessLiveness;
}

/**
 * Runs a payment POST once per Idempotency-Key: the first request with a key does the work;
 * repeats get its answer (waiting for it while it runs); another key for the same submission
 * while one is in flight gets 409; a key reused for another submission gets 422. The
 * fingerprint is keyed (submissions hold card data) and names the kind of payment, so one key
 * cannot stand for a bill pay and a top-up. A claim belongs to the process working on it: once
 * that process is gone (a crash, a restart), the next request with the key takes it over at once.
 */
export async function submitOnce(
  store: SubmissionStore,
  fingerprintKey: Uint8Array,
  key: string,
  sessionId: string,
  body: unknown,
  /** `takenOver`: the key was claimed by a process that died; what it started never answered. */
  work: (takenOver: boolean) => Promise<SubmissionResult>,
): Promise<SubmissionResult> {
  const { db, liveness } = store;
  const fingerprint = createHmac('sha256', fingerprintKey)
    .update(canonical(body))
    .digest('base64url');
  const claim = await claimKey(store, key, sessionId, fingerprint);
  if (claim !== 'claimed' && claim !== 'taken over') return claim;
  // Only while the claim is still this process's: one taken over (this process was thought
  // gone) is the new claimant's to answer.
  const ownClaim = and(
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.state, 'in-flight'),
    eq(idempotencyKeys.claimant, liveness.id),
  );
  let result: SubmissionResult;
  try {
    result = await work(claim === 'taken over');
  } catch (error) {
    // Nothing was charged that the key could stand for; let the same key try again.
    await db.delete(idempotencyKeys).where(ownClaim);
    throw error;
  }
  await keyStatements(db).done.execute({ key, result, now: new Date(), claimant: liveness.id });
  return result;
}

/** Idempotency keys are kept this long for repeats. */
const KEY_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Answers are kept a day for repeats; a claim that names no process and is older than any
 * request can run frees its submission; spent captcha solutions go once they have expired.
 */
export async function sweepSubmissions(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      or(
        lt(idempotencyKeys.updatedAt, new Date(now.getTime() - KEY_RETENTION_MS)),
        and(
          eq(idempotencyKeys.state, 'in-flight'),
          lt(idempotencyKeys.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    );
  await purgeExpiredCaptchaSolutions(db, now);
}

/** The key submissions' fingerprints are made with, from the token signing key. */
export function fingerprintKeyOf(signingKey: Uint8Array): Uint8Array {
  return createHmac('sha256', signingKey).update('idempotency-fingerprint').digest();
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * An in-flight claim whose process still runs. Keys claimed before claims named their process
 * (migration 0006) count as live for STALE_CLAIM_MS, as they did then.
 */
async function isLiveClaim(liveness: ProcessLiveness, row: KeyRow): Promise<boolean> {
  if (row.claimant === null) return Date.now() - row.updatedAt.getTime() < STALE_CLAIM_MS;
  return liveness.isAlive(row.claimant);
}

/**
 * 'claimed' (or 'taken over' from a dead process) when this request is to do the work;
 * otherwise the answer for a repeat.
 */
async function claimKey(
  { db, liveness }: SubmissionStore,
  key: string,
  sessionId: string,
  fingerprint: string,
): Promise<'claimed' | 'taken over' | SubmissionResult> {
  const inProgress = { status: 409, body: refused(paymentMessages.paymentInProgress) };
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const claimed = await keyStatements(db).claim.execute({
      key,
      sessionId,
      fingerprint,
      claimant: liveness.id,
    });
    if (claimed.length > 0) return 'claimed';

    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!existing) {
      // The key is free, yet the insert failed: another key of this submission is in flight.
      const [other] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.sessionId, sessionId),
            eq(idempotencyKeys.fingerprint, fingerprint),
            eq(idempotencyKeys.state, 'in-flight'),
          ),
        );
      if (other && (await isLiveClaim(liveness, other))) return inProgress;
      // Its process is gone (or it has just finished): free the submission and claim again.
      if (other) await releaseDeadClaim(db, other);
    } else {
      if (existing.sessionId !== sessionId || existing.fingerprint !== fingerprint) {
        return { status: 422, body: refused(paymentMessages.idempotencyKeyReused) };
      }
      if (existing.state === 'done') return existing.result as SubmissionResult;
      if (!(await isLiveClaim(liveness, existing))) {
        // The request that claimed the key died with its process: this one takes the work over.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ claimant: liveness.id, updatedAt: new Date() })
          .where(and(eq(idempotencyKeys.key, key), sameClaim(existing)))
          .returning({ key: idempotencyKeys.key });
        if (taken) return 'taken over';
        continue;
      }
    }
    if (Date.now() > deadline) return inProgress;
    await sleep(100);
  }
}

/** The row still in flight under the claimant it was read with (a conditional update's guard). */
function sameClaim(row: KeyRow) {
  return and(
    eq(idempotencyKeys.state, 'in-flight'),
    row.claimant === null
      ? isNull(idempotencyKeys.claimant)
      : eq(idempotencyKeys.claimant, row.claimant),
  );
}

async function releaseDeadClaim(db: Database, row: KeyRow): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, row.key), sameClaim(row)));
}

/** The card part of a payment POST, as the contract carries it. */
export interface CardSubmission {
  paymentDetails: PaymentDetails;
  billingAddress: BillingAddress | null;
  shouldSaveCard: boolean;
  email: string;
  tac: boolean;
  ppolicy: boolean;
  googleRecaptchaToken: string;
  v2Captcha: string;
}

/** A card that passed the checks: what the sale needs and what the transaction records. */
export interface CheckedCard {
  customerId: number | null;
  savedCard: CardRow | null;
  saveCard: boolean;
  /** Digits of a new card ('' for a saved one): never stored, only sent to the gateway. */
  cardNumber: string;
  holderName: string;
  billing: SaleAddress | null;
  /** The sale's card: the saved card's PanToken or the new card, with the CVV typed again. */
  saleCard: SaleRequest['card'];
}

/**
 * The card (a signed-in customer's own saved card with its CVV, or a new card), a card to save
 * not already saved, the optional billing address, the terms and that a captcha was solved, in
 * that order. Returns the first problem's message, or the checked card. The captcha itself is
 * spent by `spendCaptcha`, last, just before the charge: a submission refused for anything else
 * keeps its solution for the retry.
 */
export async function checkCardSubmission(
  db: Database,
  principal: Principal,
  body: CardSubmission,
  now: Date,
): Promise<{ ok: false; msg: string } | ({ ok: true } & CheckedCard)> {
  const refuse = (msg: string) => ({ ok: false as const, msg });
  const card = body.paymentDetails;
  // Saved cards and saving a card are a signed-in customer's: the customer is the token's.
  const customerId =
    principal.kind === 'user' && principal.customerId !== null ? principal.customerId : null;
  const useSavedCard = card.customerCardId !== 0;
  const saveCard = !useSavedCard && (card.shouldSaveCard || body.shouldSaveCard);
  if ((useSavedCard || saveCard) && customerId === null) return refuse(serverMessages.notSignedIn);
  let savedCard: CardRow | null = null;
  if (useSavedCard) {
    savedCard = await ownActiveCard(db, customerId!, card.customerCardId);
    if (!savedCard) return refuse(savedCardMessages.cardNotFound);
    const cvvCheck = validatePaymentCard(
      { customerCardId: savedCard.id, cvv: card.cvv ?? '' },
      { signedIn: true, useSavedCard: true, now },
    );
    if (!cvvCheck.ok) return refuse(cvvCheck.first);
    if (!isValidExpiry(savedCard.expiration, now)) return refuse(cardMessages.expiryInvalid);
  } else {
    const cardCheck = validatePaymentCard(
      {
        customerCardId: 0,
        name: card.name,
        cardNumber: card.cardNumber ?? '',
        expirationDate: card.expirationDate ?? '',
        cvv: card.cvv ?? '',
      },
      { signedIn: principal.kind === 'user', useSavedCard: false, now },
    );
    if (!cardCheck.ok) return refuse(cardCheck.first);
  }
  if (saveCard) {
    const saved = (await activeCards(db, customerId!)).map((other) => ({
      customerCardId: other.id,
      cardNumber: maskedCardNumber(other.lastFour),
      nickName: other.nickname,
    }));
    const alreadySaved = validateCardNotSaved(card.cardNumber ?? '', saved);
    if (alreadySaved) return refuse(alreadySaved);
  }

  const address = body.billingAddress;
  if (address) {
    const addressCheck = validateBillingAddress(
      {
        countryCode: address.countryCode,
        state: address.state ?? '',
        city: address.city,
        line1: address.line1,
        line2: address.line2 ?? '',
        postalCode: address.postalCode ?? '',
      },
      { required: false },
    );
    if (!addressCheck.ok) return refuse(addressCheck.first);
  }

  const consent = validateConsent({
    agreed: body.tac && body.ppolicy,
    captcha: captchaTokensOf(body)[0] ?? '',
  });
  if (!consent.ok) return refuse(consent.first);

  const cardNumber = digitsOnly(card.cardNumber ?? '');
  const holderName = savedCard?.nameOnCard ?? card.name.trim();
  const holder = splitCardHolderName(holderName);
  const billing: SaleAddress | null =
    address && address.line1.trim() !== ''
      ? {
          firstName: address.firstName.trim() || holder.firstName,
          lastName: address.lastName.trim() || holder.lastName,
          line1: address.line1,
          line2: address.line2 ?? null,
          city: address.city,
          state: address.state ?? null,
          postalCode: address.postalCode ?? null,
          countryCode: address.countryCode,
          email: address.emailAddress ?? body.email,
          phone: address.phoneNumber ?? null,
        }
      : null;
  const cvv = (card.cvv ?? '').trim();
  return {
    ok: true,
    customerId,
    savedCard,
    saveCard,
    cardNumber,
    holderName,
    billing,
    saleCard: savedCard
      ? { token: savedCard.panToken, cvv }
      : { number: cardNumber, cvv, expiry: card.expirationDate ?? '', holderName },
  };
}

/** One ALTCHA payload stands for both of the spec's captcha fields. */
function captchaTokensOf(body: Pick<CardSubmission, 'v2Captcha' | 'googleRecaptchaToken'>) {
  return [body.v2Captcha, body.googleRecaptchaToken].map((token) => token.trim()).filter(Boolean);
}

/**
 * Verifies the submission's captcha and uses its solution up: the message if it fails, else null.
 * `idempotencyKey` names the payment spending it, so that payment's retry may present it again.
 */
export async function spendCaptcha(
  captcha: Captcha,
  body: Pick<CardSubmission, 'v2Captcha' | 'googleRecaptchaToken'>,
  idempotencyKey?: string,
  /** The transaction the spend belongs to (the payment's row opened with it). */
  db?: Database,
): Promise<string | null> {
  const tokens = captchaTokensOf(body);
  if (
    new Set(tokens).size !== 1 ||
    !(await captcha.verify(tokens[0]!, idempotencyKey, undefined, db))
  ) {
    return paymentMessages.captchaInvalid;
  }
  return null;
}
