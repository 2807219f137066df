/**
 * One card payment's life cycle, for every kind of payment (bill pay, top-up): the row is opened
 * (after the duplicate question), the sale started, the 3-D Secure result taken, the payment
 * completed, refunded, and swept when abandoned or stuck. Every step is a conditional update of
 * the row's status, so concurrent requests, processes and sweepers never move a payment twice.
 * A kind (billpay/payments.ts, topup/service.ts) states its checks and amounts, and what happens
 * once the money is captured; none holds a copy of the steps between.
 */
import { randomUUID } from 'node:crypto';
import { detectCardBrand, lastFour, paymentMessages, type Cents } from '@yo/domain';
import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { billPayTransactions } from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import type { Captcha } from '../../integrations/captcha.js';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type SaleRequest,
} from '../../integrations/card-gateway.js';
import type { Principal } from '../auth/tokens.js';
import {
  PaymentRecords,
  type PaymentKind,
  type PaymentLifecycleOptions,
  type PaymentRow,
} from './records.js';
import {
  newOrderId,
  spendCaptcha,
  submitOnce,
  type CardSubmission,
  type CheckedCard,
  type SubmissionResult,
} from './submission.js';
import { findRecentDuplicate, type DuplicateQuestion } from './duplicates.js';
import {
  GATEWAY_TRANSACTION_ID,
  expiredAtGateway,
  passedThreeDSecure,
  spiTokenUsable,
  waitWhilePending,
} from './three-d-secure.js';

export type {
  PaymentChanges,
  PaymentKind,
  PaymentLifecycleOptions,
  PaymentRow,
  PaymentTable,
} from './records.js';

/** A completion that claimed a payment and vanished (process died) is picked up after this. */
const STUCK_COMPLETION_MS = 60_000;
/** A sale whose gateway answer never came (process died) is failed after this. */
const ORPHAN_SALE_MS = 10 * 60_000;

/** A checked submission to charge: the kind's row, its amount, and what "the same" means. */
export interface PaymentSale {
  key: string;
  principal: Pick<Principal, 'sessionId' | 'customerId'>;
  /** The form as posted: its captcha is spent before the charge (a card check has none). */
  submission: Partial<
    Pick<CardSubmission, 'billingAddress' | 'v2Captcha' | 'googleRecaptchaToken'>
  > & {
    paymentDetails?: Pick<CardSubmission['paymentDetails'], 'expirationDate'>;
    confirmDuplicate?: boolean | undefined;
  };
  card: CheckedCard;
  totalCents: Cents;
  /** The order's id when the kind names it (the card check's is its row's id). */
  orderId?: string;
  /** An authorisation only ('auth', the card check's), a sale unless told. */
  saleKind?: 'auth';
  /** Ask for the card's PanToken though it is not a card to save (the card check keeps it). */
  tokenize?: boolean;
  /** The kind's columns, inserted as they are (the order id is added here). */
  values: Record<string, unknown>;
  /**
   * What makes another payment of this kind the same one (the card aside), as text, and the
   * kind's question ('You paid this bill {n} minutes ago.'); no question when it has none.
   */
  sameAs?: (table: typeof billPayTransactions) => SQL;
  likeness?: string;
  duplicateMessage?(minutes: number): string;
  merchantResponseUrl: string;
}
export class PaymentLifecycle<Row extends PaymentRow> extends PaymentRecords<Row> {
  readonly #fingerprintKey: Uint8Array;
  readonly #captcha: Captcha;

  constructor(options: PaymentLifecycleOptions, kind: PaymentKind<Row>) {
    super(options, kind);
    this.#fingerprintKey = options.fingerprintKey;
    this.#captcha = options.captcha;
  }

  /**
   * A payment POST under its Idempotency-Key (submission.ts: one answer per key). A key taken
   * over from a process that died: what that process started never reached the customer, so it
   * is failed before this request starts again. The captcha it spent is the key's own, so this
   * request may present it again (spendCaptcha).
   */
  submitOnce(
    key: string,
    sessionId: string,
    body: unknown,
    work: () => Promise<SubmissionResult>,
  ): Promise<SubmissionResult> {
    return submitOnce(
      { db: this.db, liveness: this.liveness },
      this.#fingerprintKey,
      key,
      sessionId,
      body,
      async (takenOver) => {
        if (takenOver) await this.failAbandoned(eq(this.t.idempotencyKey, key));
        return work();
      },
    );
  }

  /**
   * Charges a checked submission: the duplicate question (unless the customer confirmed), the
   * captcha spent, then the row opened and the 3-D Secure sale started. The question is asked
   * under a lock on the payment's likeness, with the spend and the insert in one transaction: of
   * two identical submissions at one moment, the second sees the first in flight and is asked.
   */
  async charge(sale: PaymentSale): Promise<SubmissionResult> {
    const refuse = (msg: string): SubmissionResult => ({ status: 200, body: refused(msg) });
    const { card, key } = sale;
    const cardBrand = card.savedCard?.brand ?? detectCardBrand(card.cardNumber) ?? 'Card';
    const cardLastFour = card.savedCard?.lastFour ?? lastFour(card.cardNumber);
    const duplicate: DuplicateQuestion | null =
      sale.submission.confirmDuplicate || !sale.sameAs || !sale.duplicateMessage
        ? null
        : {
            table: this.kind.table as typeof billPayTransactions,
            same: sale.sameAs,
            likeness: `${this.kind.name}:${sale.likeness}:${cardBrand}:${cardLastFour}`,
            customerId: sale.principal.customerId,
            cardBrand,
            cardLastFour,
            message: sale.duplicateMessage,
          };
    const { v2Captcha, googleRecaptchaToken } = sale.submission;
    const captcha =
      v2Captcha !== undefined && googleRecaptchaToken !== undefined
        ? { v2Captcha, googleRecaptchaToken }
        : null;

    const now = this.now();
    const orderId = sale.orderId ?? newOrderId(now);
    const gatewayTransactionId = randomUUID();
    const opened = await this.db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      if (duplicate) {
        const asked = await findRecentDuplicate(database, this.clock(), duplicate, true);
        if (asked) return asked;
      }
      // Spent after the question: the customer's answer may present the same captcha again.
      const captchaProblem = captcha && (await spendCaptcha(this.#captcha, captcha, key, database));
      if (captchaProblem) return { refusal: refused(captchaProblem) };
      const [row] = await database
        .insert(this.t)
        .values({
          ...(sale.values as typeof billPayTransactions.$inferInsert),
          orderId,
          sessionId: sale.principal.sessionId,
          customerId: sale.principal.customerId,
          gatewayTransactionId,
          cardBrand,
          cardLastFour,
          customerCardId: card.savedCard?.id ?? null,
          saveCard: card.saveCard,
          totalCents: sale.totalCents,
          idempotencyKey: key,
          claimant: this.liveness.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row as Row;
    });
    if ('refusal' in opened) return { status: 200, body: opened.refusal };
    const row = opened;

    if (card.saveCard) {
      // What the card will be kept as once the sale proves it: never its number or CVV.
      await this.cards.recordCardToSave({
        customerId: card.customerId!,
        sessionId: sale.principal.sessionId,
        gatewayTransactionId,
        cardNumber: card.cardNumber,
        expiration: sale.submission.paymentDetails?.expirationDate ?? '',
        nameOnCard: card.holderName,
        billingAddress: sale.submission.billingAddress ?? null,
      });
    }

    let start;
    try {
      const request: SaleRequest = {
        ...(sale.saleKind ? { kind: sale.saleKind } : {}),
        transactionIdentifier: gatewayTransactionId,
        orderIdentifier: orderId,
        amount: sale.totalCents,
        card: card.saleCard,
        ...(card.saveCard || sale.tokenize ? { tokenize: true } : {}),
        billingAddress: card.billing,
        merchantResponseUrl: sale.merchantResponseUrl,
      };
      start = await this.gateway.startSale(request);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.log.error({ orderId, reason: error.message }, 'card gateway unavailable for a sale');
      await this.fail(row, this.messages.gatewayUnavailable);
      return refuse(this.messages.gatewayUnavailable);
    }
    if (start.kind === 'declined') {
      const message = paymentMessages.declined(start.isoResponseCode);
      await this.fail(row, message, { isoResponseCode: start.isoResponseCode });
      this.log.info(
        { orderId, isoResponseCode: start.isoResponseCode },
        `${this.kind.name} sale declined by the gateway`,
      );
      return refuse(message);
    }
    await this.statements.keepSpiToken.execute({
      id: row.id,
      spiToken: start.spiToken,
      expiresAt: start.expiresAt,
      now: this.now(),
    });
    this.log.info({ orderId }, `${this.kind.name} sale awaiting 3-D Secure`);
    return {
      status: 200,
      body: { state: 1, msg: null, data: { orderId, htmlForm: start.redirectData } },
    };
  }

  /**
   * The ACS's answer at the merchant response URL: records the 3-D Secure result, completes the
   * payment only when it passed within the SpiToken's life. Returns the payment as it stands,
   * or null if it is not one of this kind's.
   */
  async completeAuthentication(auth: AuthenticationResult): Promise<Row | null> {
    if (!GATEWAY_TRANSACTION_ID.test(auth.transactionIdentifier)) return null;
    // One statement on the common path: the claim names the payment by its gateway key.
    const [claimed] = (await this.statements.claimCompletion.execute({
      gatewayTransactionId: auth.transactionIdentifier,
      orderId: auth.orderIdentifier,
      now: this.now(),
      claimant: this.liveness.id,
      responseCode: auth.responseCode,
      status: auth.status,
      eci: auth.eci,
      dsTransId: auth.dsTransId,
    })) as Row[];
    if (!claimed) {
      const [row] = (await this.statements.byGatewayTransactionId.execute({
        gatewayTransactionId: auth.transactionIdentifier,
      })) as Row[];
      // A row with no order is not a payment (a card saved while paying: its sale's row is).
      if (!row || row.orderId === null) return null;
      if (auth.orderIdentifier !== null && auth.orderIdentifier !== row.orderId) return null;
      // Moved on, or claimed by another request: its outcome as it stands, once it has one.
      return row.status === 'Pending' ? waitWhilePending(() => this.byId(row.id)) : row;
    }
    if (!spiTokenUsable(claimed, this.clock()))
      return this.fail(claimed, this.messages.sessionExpired);
    if (!passedThreeDSecure(auth)) {
      this.log.info(
        { orderId: claimed.orderId, status: auth.status },
        '3-D Secure not passed; payment not completed',
      );
      return this.fail(claimed, this.messages.authenticationFailed);
    }
    return this.completePayment(claimed);
  }

  /** `spi/payment` (idempotent at the gateway), then Captured and handed to the kind, or Failed. */
  async completePayment(row: Row): Promise<Row> {
    let outcome;
    try {
      outcome = await this.gateway.completePayment(row.spiToken!);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The payment may have gone through: the sweep asks again (spi/payment answers repeats).
      this.log.error(
        { orderId: row.orderId, reason: error.message },
        'card gateway unavailable for completion',
      );
      return row;
    }
    if (!outcome.approved) {
      this.log.info(
        { orderId: row.orderId, isoResponseCode: outcome.isoResponseCode },
        'payment declined',
      );
      const message = expiredAtGateway(outcome)
        ? this.messages.sessionExpired
        : paymentMessages.declined(outcome.isoResponseCode);
      return this.fail(row, message, { isoResponseCode: outcome.isoResponseCode });
    }
    const now = this.now();
    const captured =
      (await this.move(row.id, 'Pending', 'Captured', {
        isoResponseCode: outcome.isoResponseCode,
        authorizationCode: outcome.authorizationCode,
        rrn: outcome.rrn,
        spiToken: null,
        completedAt: now,
        ...this.kind.captureChanges?.(now),
      })) ?? (await this.byId(row.id));
    if (captured.status !== 'Captured') return captured;
    await this.keepSavedCard(captured, outcome.panToken);
    return this.kind.afterCapture(captured, outcome.panToken);
  }

  /**
   * The durable end of this kind's Pending payments (each step a conditional update, so
   * processes never collide): abandoned 3-D Secure sessions and sales whose process died are
   * failed; completions claimed a minute ago, or by a process that has since ended, are resumed.
   */
  async sweep(): Promise<{ expired: number; resumed: number }> {
    const t = this.t;
    const now = this.now();
    const expired = await this.failAbandoned(
      or(
        lt(t.spiTokenExpiresAt, now),
        and(isNull(t.spiTokenExpiresAt), lt(t.createdAt, new Date(now.getTime() - ORPHAN_SALE_MS))),
      )!,
    );
    // A sale whose process died before the gateway answered it: no customer can complete it.
    const orphans = await this.deadClaims(
      and(isNull(t.spiTokenExpiresAt), isNull(t.completionClaimedAt))!,
    );
    if (orphans.length > 0) {
      expired.push(
        ...(await this.failAbandoned(
          inArray(
            t.id,
            orphans.map((row) => row.id as number),
          ),
        )),
      );
    }
    const stuck = await this.deadClaims(
      and(isNotNull(t.completionClaimedAt), isNotNull(t.spiToken))!,
      (row) => row.completionClaimedAt!.getTime() < now.getTime() - STUCK_COMPLETION_MS,
    );
    let resumed = 0;
    for (const row of stuck) {
      // Taken over under the claim it was read with (its time and its claimant: another sweeper
      // may take it over within the same millisecond), so one sweeper resumes it.
      const [mine] = (await this.db
        .update(t)
        .set({ claimant: this.liveness.id, completionClaimedAt: now })
        .where(
          and(
            this.isRow(row.id),
            eq(t.status, 'Pending'),
            eq(t.completionClaimedAt, row.completionClaimedAt!),
            row.claimant === null ? isNull(t.claimant) : eq(t.claimant, row.claimant),
          ),
        )
        .returning()) as Row[];
      if (!mine) continue;
      resumed += 1;
      await this.completePayment(mine);
    }
    return { expired: expired.length, resumed };
  }
}
