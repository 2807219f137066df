import { randomUUID } from 'node:crypto';
import {
  CHARITIES,
  DUPLICATE_PAYMENT_WINDOW_MS,
  customerPaymentTotal,
  detectCardBrand,
  digitsOnly,
  lastFour,
  parseAmount,
  paymentMessages,
  toCents,
  toDecimalString,
  validateBillPayDetails,
  validateBillPayDetailsField,
  type BillPayDuplicate,
  type BillPayTransactionRequest,
  type Cents,
} from '@yo/domain';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import type { ReferenceCache } from '../../db/reference-cache.js';
import { billPayTransactions, idempotencyKeys, type BillPayStatus } from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type CardGateway,
} from '../../integrations/card-gateway.js';
import type { Captcha } from '../../integrations/captcha.js';
import { purgeExpiredCaptchaSolutions } from '../../integrations/captcha.js';
import { enqueue } from '../../integrations/outbox.js';
import {
  PayeeDirectoryUnavailableError,
  type PayeeDirectory,
} from '../../integrations/payee-directory.js';
import type { Principal } from '../auth/tokens.js';
import { CardVerifications } from '../customers/card-verification.js';
import { serviceStatus } from '../content/service-status.js';
import { cachedProvider, findProvider, payeeRules, type ProviderRow } from './providers.js';
import { receiptEmail } from './receipt.js';
import {
  checkCardSubmission,
  newOrderId,
  spendCaptcha,
  STALE_CLAIM_MS,
  submitOnce,
  type SubmissionResult,
} from '../payments/submission.js';

export type { SubmissionResult } from '../payments/submission.js';

export type TransactionRow = typeof billPayTransactions.$inferSelect;

export interface BillPayServiceOptions {
  db: Database;
  /** Payees and the service switch, read from memory (db/reference-cache.ts). */
  reference: ReferenceCache;
  gateway: CardGateway;
  directory: PayeeDirectory;
  captcha: Captcha;
  log: FastifyBaseLogger;
  /** Keys the fingerprints of submissions (they are hashes of card data, so keyed). */
  fingerprintKey: Uint8Array;
  /** Which processes are alive: a key claimed by one that is gone is taken over at once. */
  liveness: ProcessLiveness;
  wakeOutbox(): void;
  /** Milliseconds since the epoch (tests move it forward). */
  clock?: () => number;
}

export type AccountCheck =
  | { ok: true; nameOnAccount: string | null }
  | { ok: false; msg: string; field: 'amount' | 'accountNumber' };

/** How long a repeated ACS post waits for the first one's answer. */
const IN_FLIGHT_WAIT_MS = 30_000;
/** A completion that claimed a payment and vanished (process died) is picked up after this. */
const STUCK_COMPLETION_MS = 60_000;
/** Captured payments whose posting did not go through are tried again after this. */
const POSTING_RETRY_MS = 30_000;
/** A sale whose gateway answer never came (process died) is failed after this. */
const ORPHAN_SALE_MS = 10 * 60_000;
/** Idempotency keys are kept this long for repeats. */
const KEY_RETENTION_MS = 24 * 60 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bill pay's money path: checks a submission again with @yo/domain's rules, charges through the
 * card gateway with 3-D Secure, completes it when the ACS answers, posts it to the payee, and
 * refunds what a payee refuses. Every step is a conditional update of the transaction's status,
 * so concurrent requests and the sweeper never move a payment twice.
 */
export class BillPayService {
  readonly #db: Database;
  readonly #reference: ReferenceCache;
  readonly #gateway: CardGateway;
  readonly #directory: PayeeDirectory;
  readonly #captcha: Captcha;
  readonly #log: FastifyBaseLogger;
  readonly #fingerprintKey: Uint8Array;
  readonly #liveness: ProcessLiveness;
  readonly #wakeOutbox: () => void;
  readonly #clock: () => number;
  /** Cards saved while paying are kept through the same records as cards added on the account. */
  readonly #cards: CardVerifications;

  constructor(options: BillPayServiceOptions) {
    this.#db = options.db;
    this.#reference = options.reference;
    this.#gateway = options.gateway;
    this.#directory = options.directory;
    this.#captcha = options.captcha;
    this.#log = options.log;
    this.#fingerprintKey = options.fingerprintKey;
    this.#liveness = options.liveness;
    this.#wakeOutbox = options.wakeOutbox;
    this.#clock = options.clock ?? Date.now;
    this.#cards = new CardVerifications({
      db: options.db,
      gateway: options.gateway,
      log: options.log,
      clock: this.#clock,
    });
  }

  #now(): Date {
    return new Date(this.#clock());
  }

  /** ValidateAccount: the amount within the payee's bounds, then the account ACTIVE at the payee. */
  async checkAccount(
    provider: ProviderRow | null,
    accountNumber: string,
    amount: string | number,
  ): Promise<AccountCheck> {
    if (!provider) return { ok: false, msg: paymentMessages.payeeNotFound, field: 'accountNumber' };
    const rules = { provider: payeeRules(provider) };
    const amountProblem = validateBillPayDetailsField('amount', { amount }, rules);
    if (amountProblem) return { ok: false, msg: amountProblem, field: 'amount' };
    const accountProblem = validateBillPayDetailsField('accountNumber', { accountNumber }, rules);
    if (accountProblem) return { ok: false, msg: accountProblem, field: 'accountNumber' };
    try {
      const lookup = await this.#directory.lookup(provider.providerId, accountNumber.trim());
      if (!lookup.found)
        return { ok: false, msg: paymentMessages.accountNotFound, field: 'accountNumber' };
      if (lookup.status !== 'ACTIVE') {
        return { ok: false, msg: paymentMessages.accountInactive, field: 'accountNumber' };
      }
      return { ok: true, nameOnAccount: lookup.nameOnAccount };
    } catch (error) {
      if (!(error instanceof PayeeDirectoryUnavailableError)) throw error;
      this.#log.warn({ reason: error.message }, 'payee directory unavailable for an account check');
      return { ok: false, msg: paymentMessages.accountCheckUnavailable, field: 'accountNumber' };
    }
  }

  /** PostTransactionAsync under its Idempotency-Key (modules/payments: one answer per key). */
  submitOnce(
    key: string,
    principal: Principal,
    body: BillPayTransactionRequest,
    merchantResponseUrl: string,
  ): Promise<SubmissionResult> {
    return submitOnce(
      { db: this.#db, liveness: this.#liveness },
      this.#fingerprintKey,
      key,
      principal.sessionId,
      body,
      async (takenOver) => {
        // What the dead process started under this key never reached the customer. The captcha
        // it spent is the key's own, so this request may present it again (spendCaptcha).
        if (takenOver) await this.#failAbandoned(eq(billPayTransactions.idempotencyKey, key));
        return this.#submit(key, principal, body, merchantResponseUrl);
      },
    );
  }

  async #submit(
    key: string,
    principal: Principal,
    body: BillPayTransactionRequest,
    merchantResponseUrl: string,
  ): Promise<SubmissionResult> {
    const refuse = (msg: string): SubmissionResult => ({ status: 200, body: refused(msg) });
    // The service switch and the payee from the reference cache: a change shows within a second.
    const service = await serviceStatus(this.#reference, this.#db, 'billpay');
    if (service && !service.isActive) return refuse(paymentMessages.serviceInactive);

    const provider = await cachedProvider(this.#reference, this.#db, body.providerId);
    if (!provider) return refuse(paymentMessages.payeeNotFound);
    const details = validateBillPayDetails(
      {
        providerId: body.providerId,
        amount: body.billPayAmount,
        phoneNumber: body.phoneNumber,
        accountNumber: body.accountNumber,
        email: body.email,
        comment: body.comment ?? '',
      },
      { provider: payeeRules(provider) },
    );
    if (!details.ok) return refuse(details.first);

    const checked = await checkCardSubmission(this.#db, principal, body, this.#now());
    if (!checked.ok) return refuse(checked.msg);
    const { customerId, savedCard, saveCard, cardNumber, holderName, billing } = checked;
    const address = body.billingAddress;

    const amount = parseAmount(body.billPayAmount)!;
    const donation = parseAmount(body.donationAmount);
    let charity: ProviderRow | null = null;
    if (donation === undefined || donation < 0) return refuse(paymentMessages.donationInvalid);
    if (body.charityId !== 0) {
      charity = await cachedProvider(this.#reference, this.#db, body.charityId);
      if (!charity || charity.type !== 'Charity') return refuse(paymentMessages.charityNotFound);
    } else if (donation !== 0) {
      return refuse(paymentMessages.donationInvalid);
    }

    // The fee is the server's: a total the client computed otherwise is refused, never charged.
    const bpTotal = customerPaymentTotal(
      amount,
      provider.customerCardRate,
      toCents(provider.customerFeeCents),
    );
    if (parseAmount(body.amount) !== bpTotal)
      return refuse(paymentMessages.totalMismatch(toDecimalString(bpTotal)));

    const account = await this.checkAccount(provider, body.accountNumber, body.billPayAmount);
    if (!account.ok) return refuse(account.msg);

    const cardBrand = savedCard?.brand ?? detectCardBrand(cardNumber) ?? 'Card';
    const cardLastFour = savedCard?.lastFour ?? lastFour(cardNumber);
    if (!body.confirmDuplicate) {
      // Two tabs, or a retry after a closed one, carry new keys: the bill itself says it was paid.
      const paid = await this.#paidRecently({
        customerId: principal.customerId,
        providerId: provider.providerId,
        accountNumber: body.accountNumber.trim(),
        amountCents: amount,
        cardBrand,
        cardLastFour,
      });
      if (paid) {
        const duplicate: BillPayDuplicate = { duplicateOf: paid };
        return {
          status: 200,
          body: refused(paymentMessages.paidRecently(paid.minutesAgo), duplicate),
        };
      }
    }

    const captchaProblem = await spendCaptcha(this.#captcha, body, key);
    if (captchaProblem) return refuse(captchaProblem);

    const total = toCents(bpTotal + donation);
    const now = this.#now();
    const orderId = newOrderId(now);
    const gatewayTransactionId = randomUUID();
    const [row] = await this.#db
      .insert(billPayTransactions)
      .values({
        orderId,
        providerId: provider.providerId,
        accountNumber: body.accountNumber.trim(),
        nameOnAccount: account.nameOnAccount,
        charityId: charity?.providerId ?? null,
        amountCents: amount,
        feeCents: bpTotal - amount,
        donationCents: donation,
        totalCents: total,
        email: body.email.trim(),
        phone: digitsOnly(body.phoneNumber),
        comment: provider.commentsField ? (body.comment ?? '').trim() || null : null,
        sessionId: principal.sessionId,
        customerId: principal.customerId,
        gatewayTransactionId,
        cardBrand,
        cardLastFour,
        customerCardId: savedCard?.id ?? null,
        saveCard,
        idempotencyKey: key,
        claimant: this.#liveness.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    if (saveCard) {
      // What the card will be kept as once the sale proves it: never its number or CVV.
      await this.#cards.recordCardToSave({
        customerId: customerId!,
        sessionId: principal.sessionId,
        gatewayTransactionId,
        cardNumber,
        expiration: body.paymentDetails.expirationDate ?? '',
        nameOnCard: holderName,
        billingAddress: address ?? null,
      });
    }

    let start;
    try {
      start = await this.#gateway.startSale({
        transactionIdentifier: gatewayTransactionId,
        orderIdentifier: orderId,
        amount: total,
        card: checked.saleCard,
        ...(saveCard ? { tokenize: true } : {}),
        billingAddress: billing,
        merchantResponseUrl,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error({ orderId, reason: error.message }, 'card gateway unavailable for a sale');
      await this.#finish(row!.id, 'Pending', 'Failed', {
        statusMessage: paymentMessages.gatewayUnavailable,
      });
      await this.#keepSavedCard(row!, null, paymentMessages.gatewayUnavailable);
      return refuse(paymentMessages.gatewayUnavailable);
    }
    if (start.kind === 'declined') {
      const message = paymentMessages.declined(start.isoResponseCode);
      await this.#finish(row!.id, 'Pending', 'Failed', {
        statusMessage: message,
        isoResponseCode: start.isoResponseCode,
      });
      await this.#keepSavedCard(row!, null, message);
      this.#log.info(
        { orderId, isoResponseCode: start.isoResponseCode },
        'sale declined by the gateway',
      );
      return refuse(message);
    }
    await this.#db
      .update(billPayTransactions)
      .set({ spiToken: start.spiToken, spiTokenExpiresAt: start.expiresAt, updatedAt: this.#now() })
      .where(eq(billPayTransactions.id, row!.id));
    this.#log.info({ orderId }, 'sale awaiting 3-D Secure');
    return {
      status: 200,
      body: { state: 1, msg: null, data: { orderId, htmlForm: start.redirectData } },
    };
  }

  /**
   * The newest payment of this bill (payee, account and amount) by this card (brand and last
   * four: the number itself is never kept) that was charged within the duplicate window, by the
   * same customer (or by a guest, for a guest: guests are nobody in particular).
   */
  async #paidRecently(bill: {
    customerId: number | null;
    providerId: number;
    accountNumber: string;
    amountCents: number;
    cardBrand: string;
    cardLastFour: string;
  }): Promise<{ orderId: string; minutesAgo: number } | null> {
    const now = this.#clock();
    const [paid] = await this.#db
      .select({
        orderId: billPayTransactions.orderId,
        completedAt: billPayTransactions.completedAt,
      })
      .from(billPayTransactions)
      .where(
        and(
          eq(billPayTransactions.providerId, bill.providerId),
          eq(billPayTransactions.accountNumber, bill.accountNumber),
          gte(billPayTransactions.completedAt, new Date(now - DUPLICATE_PAYMENT_WINDOW_MS)),
          eq(billPayTransactions.amountCents, bill.amountCents),
          eq(billPayTransactions.cardBrand, bill.cardBrand),
          eq(billPayTransactions.cardLastFour, bill.cardLastFour),
          bill.customerId === null
            ? isNull(billPayTransactions.customerId)
            : eq(billPayTransactions.customerId, bill.customerId),
          inArray(billPayTransactions.status, ['Captured', 'Successful']),
        ),
      )
      .orderBy(desc(billPayTransactions.completedAt))
      .limit(1);
    if (!paid?.completedAt) return null;
    const minutesAgo = Math.max(1, Math.floor((now - paid.completedAt.getTime()) / 60_000));
    return { orderId: paid.orderId, minutesAgo };
  }

  /**
   * A card the customer asked to save while paying: kept with the PanToken of an approved sale,
   * closed as failed otherwise. A failure here never touches the payment.
   */
  async #keepSavedCard(row: TransactionRow, panToken: string | null, failure?: string) {
    if (!row.saveCard) return;
    try {
      await this.#cards.keepPaidCard(row.gatewayTransactionId, panToken, failure);
    } catch (error) {
      this.#log.error(
        { orderId: row.orderId, reason: (error as Error).message },
        'a card paid with could not be saved',
      );
    }
  }

  /** Moves a transaction from one status to another, or does nothing if it already moved. */
  async #finish(
    id: number,
    from: BillPayStatus,
    to: BillPayStatus,
    changes: Partial<typeof billPayTransactions.$inferInsert> = {},
  ): Promise<TransactionRow | null> {
    const [row] = await this.#db
      .update(billPayTransactions)
      .set({ ...changes, status: to, updatedAt: this.#now() })
      .where(and(eq(billPayTransactions.id, id), eq(billPayTransactions.status, from)))
      .returning();
    return row ?? null;
  }

  async findByOrderId(orderId: string): Promise<TransactionRow | null> {
    const [row] = await this.#db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    return row ?? null;
  }

  async #byId(id: number): Promise<TransactionRow> {
    const [row] = await this.#db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.id, id));
    return row!;
  }

  /**
   * The ACS's answer at the merchant response URL: records the 3-D Secure result, completes the
   * payment only for status Y or A (or a card not enrolled, 3D1) within the SpiToken's life,
   * then posts it to the payee. Returns the transaction as it stands, or null if it is not ours.
   */
  async completeAuthentication(auth: AuthenticationResult): Promise<TransactionRow | null> {
    if (!UUID.test(auth.transactionIdentifier)) return null;
    const [row] = await this.#db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.gatewayTransactionId, auth.transactionIdentifier));
    if (!row || (auth.orderIdentifier !== null && auth.orderIdentifier !== row.orderId))
      return null;
    if (row.status !== 'Pending') return row;
    const [claimed] = await this.#db
      .update(billPayTransactions)
      .set({
        completionClaimedAt: this.#now(),
        claimant: this.#liveness.id,
        threeDSResponseCode: auth.responseCode,
        threeDSStatus: auth.status,
        eci: auth.eci,
        dsTransId: auth.dsTransId,
        updatedAt: this.#now(),
      })
      .where(
        and(
          eq(billPayTransactions.id, row.id),
          eq(billPayTransactions.status, 'Pending'),
          isNull(billPayTransactions.completionClaimedAt),
        ),
      )
      .returning();
    if (!claimed) return this.#waitWhilePending(row.id);

    if (
      !claimed.spiToken ||
      !claimed.spiTokenExpiresAt ||
      claimed.spiTokenExpiresAt.getTime() <= this.#clock()
    ) {
      await this.#keepSavedCard(claimed, null, paymentMessages.sessionExpired);
      return (
        (await this.#finish(claimed.id, 'Pending', 'Failed', {
          statusMessage: paymentMessages.sessionExpired,
        })) ?? this.#byId(claimed.id)
      );
    }
    const authenticated =
      auth.responseCode === '3D1' ||
      (auth.responseCode === '3D0' && (auth.status === 'Y' || auth.status === 'A'));
    if (!authenticated) {
      this.#log.info(
        { orderId: claimed.orderId, status: auth.status },
        '3-D Secure not passed; payment not completed',
      );
      await this.#keepSavedCard(claimed, null, paymentMessages.authenticationFailed);
      return (
        (await this.#finish(claimed.id, 'Pending', 'Failed', {
          statusMessage: paymentMessages.authenticationFailed,
        })) ?? this.#byId(claimed.id)
      );
    }
    return this.#completePayment(claimed);
  }

  async #waitWhilePending(id: number): Promise<TransactionRow> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const row = await this.#byId(id);
      if (row.status !== 'Pending' || Date.now() > deadline) return row;
      await sleep(100);
    }
  }

  /** `spi/payment` (idempotent at the gateway), then Captured and posted, or Failed. */
  async #completePayment(row: TransactionRow): Promise<TransactionRow> {
    let outcome;
    try {
      outcome = await this.#gateway.completePayment(row.spiToken!);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The payment may have gone through: the sweeper asks again (spi/payment answers repeats).
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'card gateway unavailable for completion',
      );
      return row;
    }
    if (!outcome.approved) {
      const expired = outcome.isoResponseCode === '12' && /expired/i.test(outcome.message);
      const message = expired
        ? paymentMessages.sessionExpired
        : paymentMessages.declined(outcome.isoResponseCode);
      this.#log.info(
        { orderId: row.orderId, isoResponseCode: outcome.isoResponseCode },
        'payment declined',
      );
      await this.#keepSavedCard(row, null, message);
      return (
        (await this.#finish(row.id, 'Pending', 'Failed', {
          statusMessage: message,
          isoResponseCode: outcome.isoResponseCode,
        })) ?? this.#byId(row.id)
      );
    }
    const captured =
      (await this.#finish(row.id, 'Pending', 'Captured', {
        isoResponseCode: outcome.isoResponseCode,
        authorizationCode: outcome.authorizationCode,
        rrn: outcome.rrn,
        spiToken: null,
        completedAt: this.#now(),
      })) ?? (await this.#byId(row.id));
    if (captured.status !== 'Captured') return captured;
    await this.#keepSavedCard(captured, outcome.panToken);
    return this.settle(captured);
  }

  /**
   * Posts a captured payment to its payee (and the donation to its charity). A payee that refuses
   * gets nothing and the customer gets the money back: refunded at the gateway, marked Reversed.
   * A directory that cannot be reached leaves it Captured for the sweeper to try again.
   */
  async settle(row: TransactionRow): Promise<TransactionRow> {
    try {
      const payee = await this.#directory.post({
        providerId: row.providerId,
        accountNumber: row.accountNumber,
        amount: toCents(row.amountCents),
        orderId: row.orderId,
        reference: row.gatewayTransactionId,
      });
      if (!payee.posted) return this.#reverse(row, toCents(row.totalCents), payee.reason);
      let charityPostingId: string | null = null;
      if (row.charityId !== null && row.donationCents > 0) {
        const code = CHARITIES.find((charity) => charity.charityId === row.charityId)?.charityCode;
        const donation = code
          ? await this.#directory.post({
              providerId: row.charityId,
              accountNumber: code,
              amount: toCents(row.donationCents),
              orderId: `${row.orderId}-D`,
              reference: row.gatewayTransactionId,
            })
          : ({ posted: false, reason: 'CHARITY_UNKNOWN', message: '' } as const);
        if (donation.posted) charityPostingId = donation.postingId;
        else
          this.#log.warn(
            { orderId: row.orderId, reason: donation.reason },
            'charity refused a donation',
          );
      }
      return await this.#succeed(row, payee.postingId, charityPostingId);
    } catch (error) {
      if (!(error instanceof PayeeDirectoryUnavailableError)) throw error;
      this.#log.warn(
        { orderId: row.orderId, reason: error.message },
        'payee directory unavailable; posting later',
      );
      return row;
    }
  }

  async #succeed(
    row: TransactionRow,
    payeePostingId: string,
    charityPostingId: string | null,
  ): Promise<TransactionRow> {
    const done = await this.#db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const [updated] = await database
        .update(billPayTransactions)
        .set({
          status: 'Successful',
          statusMessage: null,
          payeePostingId,
          charityPostingId,
          receiptNumber: `R${String(row.id).padStart(9, '0')}`,
          updatedAt: this.#now(),
        })
        .where(and(eq(billPayTransactions.id, row.id), eq(billPayTransactions.status, 'Captured')))
        .returning();
      if (!updated) return null;
      const payee = await findProvider(database, updated.providerId);
      const charity =
        updated.charityId === null ? null : await findProvider(database, updated.charityId);
      const email = receiptEmail(updated, payee?.name ?? '', charity?.name ?? null);
      await enqueue(database, {
        channel: 'email',
        recipient: updated.email,
        subject: email.subject,
        body: email.body,
      });
      return updated;
    });
    if (done) {
      this.#wakeOutbox();
      this.#log.info({ orderId: done.orderId }, 'payment successful and posted');
      return done;
    }
    return this.#byId(row.id);
  }

  async #reverse(row: TransactionRow, amount: Cents, reason: string): Promise<TransactionRow> {
    this.#log.warn({ orderId: row.orderId, reason }, 'payee refused a captured payment; refunding');
    let refund;
    try {
      refund = await this.#gateway.refund({
        transactionIdentifier: row.gatewayTransactionId,
        amount,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'refund not reached; trying again later',
      );
      return row;
    }
    if (!refund.approved) {
      this.#log.error(
        { orderId: row.orderId, isoResponseCode: refund.isoResponseCode },
        'refund refused; trying again later',
      );
      return row;
    }
    return (
      (await this.#finish(row.id, 'Captured', 'Reversed', {
        statusMessage: paymentMessages.paymentReversed,
      })) ?? this.#byId(row.id)
    );
  }

  /**
   * Fails the Pending payments that `which` picks and that no completion has claimed (abandoned
   * in 3-D Secure, or started by a process that died before answering): none was charged.
   */
  async #failAbandoned(which: SQL): Promise<TransactionRow[]> {
    const failed = await this.#db
      .update(billPayTransactions)
      .set({
        status: 'Failed',
        statusMessage: paymentMessages.sessionExpired,
        spiToken: null,
        updatedAt: this.#now(),
      })
      .where(
        and(
          eq(billPayTransactions.status, 'Pending'),
          isNull(billPayTransactions.completionClaimedAt),
          which,
        ),
      )
      .returning();
    for (const row of failed) {
      this.#log.info({ orderId: row.orderId }, '3-D Secure session abandoned; payment failed');
      await this.#keepSavedCard(row, null, paymentMessages.sessionExpired);
    }
    return failed;
  }

  /**
   * Pending payments picked by `which` (oldest first) whose process has ended, or that
   * `overdue` finds waited too long whoever holds them.
   */
  async #deadClaims(
    which: SQL,
    overdue: (row: TransactionRow) => boolean = () => false,
  ): Promise<TransactionRow[]> {
    const rows = await this.#db
      .select()
      .from(billPayTransactions)
      .where(and(eq(billPayTransactions.status, 'Pending'), which))
      .orderBy(billPayTransactions.createdAt)
      .limit(50);
    const alive = new Map<string, Promise<boolean>>();
    const dead: TransactionRow[] = [];
    for (const row of rows) {
      if (overdue(row)) dead.push(row);
      else if (row.claimant !== null) {
        if (!alive.has(row.claimant)) alive.set(row.claimant, this.#liveness.isAlive(row.claimant));
        if (!(await alive.get(row.claimant))) dead.push(row);
      }
    }
    return dead;
  }

  /**
   * The durable end of every payment (run by a timer on every API process; each step is a
   * conditional update, so processes never collide): abandoned 3-D Secure sessions are failed,
   * completions whose process died are asked again, captured payments are posted again.
   */
  async sweep(): Promise<{ expired: number; resumed: number; settled: number }> {
    const now = this.#now();
    const expired = await this.#failAbandoned(
      or(
        lt(billPayTransactions.spiTokenExpiresAt, now),
        and(
          isNull(billPayTransactions.spiTokenExpiresAt),
          lt(billPayTransactions.createdAt, new Date(now.getTime() - ORPHAN_SALE_MS)),
        ),
      )!,
    );
    // A sale whose process died before the gateway answered it: no customer can complete it.
    const orphans = await this.#deadClaims(
      and(
        isNull(billPayTransactions.spiTokenExpiresAt),
        isNull(billPayTransactions.completionClaimedAt),
      )!,
    );
    if (orphans.length > 0) {
      expired.push(
        ...(await this.#failAbandoned(
          inArray(
            billPayTransactions.id,
            orphans.map((row) => row.id),
          ),
        )),
      );
    }
    // Card checks (customers/addcard) abandoned in their 3-D Secure session end the same way.
    await this.#cards.expireAbandoned();

    // A completion claimed a minute ago, or by a process that has since ended, is asked again.
    const stuck = await this.#deadClaims(
      and(
        isNotNull(billPayTransactions.completionClaimedAt),
        isNotNull(billPayTransactions.spiToken),
      )!,
      (row) => row.completionClaimedAt!.getTime() < now.getTime() - STUCK_COMPLETION_MS,
    );
    for (const row of stuck) {
      // Taken over under the claim it was read with, so one sweeper resumes it.
      const [mine] = await this.#db
        .update(billPayTransactions)
        .set({ claimant: this.#liveness.id, completionClaimedAt: now })
        .where(
          and(
            eq(billPayTransactions.id, row.id),
            eq(billPayTransactions.status, 'Pending'),
            eq(billPayTransactions.completionClaimedAt, row.completionClaimedAt!),
          ),
        )
        .returning();
      if (mine) await this.#completePayment(mine);
    }

    const unposted = await this.#db
      .select()
      .from(billPayTransactions)
      .where(
        and(
          eq(billPayTransactions.status, 'Captured'),
          lt(billPayTransactions.updatedAt, new Date(now.getTime() - POSTING_RETRY_MS)),
        ),
      )
      .limit(20);
    for (const row of unposted) await this.settle(row);

    // Answers are kept a day for repeats; a claim whose process died frees its submission.
    await this.#db
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
    await purgeExpiredCaptchaSolutions(this.#db, now);
    return { expired: expired.length, resumed: stuck.length, settled: unposted.length };
  }
}

/** Runs the sweep on a timer until stopped. */
export class BillPaySweeper {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;

  constructor(
    private readonly service: BillPayService,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.service
        .sweep()
        .catch((error: unknown) => this.log.error({ err: error }, 'bill-pay sweep failed'))
        .finally(() => {
          this.#running = null;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
