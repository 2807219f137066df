import { randomUUID } from 'node:crypto';
import {
  CHARITIES,
  TOP_UP_REVERSAL_BUSINESS_DAYS,
  carrierBounds,
  detectCardBrand,
  lastFour,
  parseAmount,
  paymentMessages,
  toCents,
  toWireAmount,
  topUpCharge,
  topUpMsisdn,
  topUpServerMessages,
  validateTopUpField,
  type PhoneProvider,
  type TopUpSubmission,
} from '@yo/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProcessLiveness } from '../../db/liveness.js';
import {
  phoneProviders,
  serviceStatuses,
  topUpCountries,
  topUpPresets,
  topUpTransactions,
  type TopUpStatus,
} from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import type { Captcha } from '../../integrations/captcha.js';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type CardGateway,
} from '../../integrations/card-gateway.js';
import { CarrierUnavailableError, type Carrier } from '../../integrations/carrier.js';
import {
  PayeeDirectoryUnavailableError,
  type PayeeDirectory,
} from '../../integrations/payee-directory.js';
import { enqueue } from '../../integrations/outbox.js';
import type { Principal } from '../auth/tokens.js';
import { findProvider } from '../billpay/providers.js';
import { CardVerifications } from '../customers/card-verification.js';
import {
  checkCardSubmission,
  newOrderId,
  spendCaptcha,
  submitOnce,
  type SubmissionResult,
} from '../payments/submission.js';
import { addBusinessDays } from './business-days.js';
import { topUpReceiptEmail, topUpReversalEmail, type TopUpReceiptNames } from './receipt.js';

export type TopUpRow = typeof topUpTransactions.$inferSelect;
type CarrierRow = typeof phoneProviders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IN_FLIGHT_WAIT_MS = 30_000;
/** A completion that claimed a payment and vanished (process died) is picked up after this. */
const STUCK_COMPLETION_MS = 60_000;
/** A sale whose gateway answer never came (process died) is failed after this. */
const ORPHAN_SALE_MS = 10 * 60_000;
/** A delivery claimed by a worker that died is taken by another after this. */
export const DELIVERY_LEASE_MS = 60_000;
/** A top-up the aggregator is still processing is asked about again after this. */
const STATUS_POLL_MS = 15_000;
/** An aggregator or gateway that could not be reached is tried again after this. */
const RETRY_MS = 30_000;
const DELIVERY_BATCH = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type MsisdnCheck =
  { ok: true; carrier: CarrierRow; operatorId: number } | { ok: false; msg: string };

export interface TopUpServiceOptions {
  db: Database;
  gateway: CardGateway;
  carrier: Carrier;
  /** Where a donation made with a delivered top-up is posted to its charity. */
  directory: PayeeDirectory;
  captcha: Captcha;
  log: FastifyBaseLogger;
  fingerprintKey: Uint8Array;
  /** Which processes are alive: a key claimed by one that is gone is taken over at once. */
  liveness: ProcessLiveness;
  wakeOutbox(): void;
  clock?: () => number;
}

/** A carrier as topup/GetPhoneProviders answers it: bounds in dollars, null for the defaults. */
export function phoneProviderView(row: CarrierRow): PhoneProvider {
  return {
    phoneProviderId: row.phoneProviderId,
    name: row.name,
    minimum: row.minimumCents === null ? null : toWireAmount(toCents(row.minimumCents)),
    maximum: row.maximumCents === null ? null : toWireAmount(toCents(row.maximumCents)),
    logo: row.logo,
  };
}

/**
 * Top-up's money path. A submission is checked again with @yo/domain's rules and the carrier's
 * own detection, charged through the card gateway with 3-D Secure, and once captured it becomes a
 * delivery job on its own row: claimed with FOR UPDATE SKIP LOCKED under a lease, sent to the
 * aggregator with the row's `customIdentifier` (so a resend never tops up twice), followed until
 * final, and refunded and marked Reversed if the carrier fails it or it is still not delivered
 * two business days after capture.
 */
export class TopUpService {
  readonly #db: Database;
  readonly #gateway: CardGateway;
  readonly #carrier: Carrier;
  readonly #directory: PayeeDirectory;
  readonly #captcha: Captcha;
  readonly #log: FastifyBaseLogger;
  readonly #fingerprintKey: Uint8Array;
  readonly #liveness: ProcessLiveness;
  readonly #wakeOutbox: () => void;
  readonly #clock: () => number;
  readonly #cards: CardVerifications;

  constructor(options: TopUpServiceOptions) {
    this.#db = options.db;
    this.#gateway = options.gateway;
    this.#carrier = options.carrier;
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

  async countries() {
    return this.#db
      .select()
      .from(topUpCountries)
      .where(eq(topUpCountries.isActive, true))
      .orderBy(asc(topUpCountries.sortOrder), asc(topUpCountries.countryId));
  }

  async country(countryId: number) {
    const [row] = await this.#db
      .select()
      .from(topUpCountries)
      .where(and(eq(topUpCountries.countryId, countryId), eq(topUpCountries.isActive, true)));
    return row ?? null;
  }

  async carriers(): Promise<CarrierRow[]> {
    return this.#db
      .select()
      .from(phoneProviders)
      .where(eq(phoneProviders.isActive, true))
      .orderBy(asc(phoneProviders.sortOrder), asc(phoneProviders.phoneProviderId));
  }

  async presets(phoneProviderId: number) {
    return this.#db
      .select()
      .from(topUpPresets)
      .where(
        and(eq(topUpPresets.phoneProviderId, phoneProviderId), eq(topUpPresets.status, 'Active')),
      )
      .orderBy(asc(topUpPresets.sortOrder), asc(topUpPresets.id));
  }

  /** topup/ValidateMSISDN: 11 digits, then the carrier the aggregator says the number is on now. */
  async checkMsisdn(msisdn: string): Promise<MsisdnCheck> {
    const problem = validateTopUpField('mobileNumber', { mobileNumber: msisdn });
    if (problem) return { ok: false, msg: problem };
    let detection;
    try {
      detection = await this.#carrier.detect(topUpMsisdn(msisdn));
    } catch (error) {
      if (!(error instanceof CarrierUnavailableError)) throw error;
      this.#log.warn({ reason: error.message }, 'aggregator unavailable for a number check');
      return { ok: false, msg: topUpServerMessages.carrierUnavailable };
    }
    if (!detection.found)
      return {
        ok: false,
        msg:
          detection.reason === 'POSTPAID'
            ? topUpServerMessages.postpaid
            : topUpServerMessages.numberNotFound,
      };
    const carrier = (await this.carriers()).find(
      (row) => row.operatorId === String(detection.operatorId),
    );
    if (!carrier) return { ok: false, msg: topUpServerMessages.numberNotFound };
    return { ok: true, carrier, operatorId: detection.operatorId };
  }

  /** PostTopupTransaction under its Idempotency-Key (one answer per key, as bill pay). */
  submitOnce(
    key: string,
    principal: Principal,
    body: TopUpSubmission,
    merchantResponseUrl: string,
  ): Promise<SubmissionResult> {
    return submitOnce(
      { db: this.#db, liveness: this.#liveness },
      this.#fingerprintKey,
      key,
      principal.sessionId,
      { topUp: body },
      () => this.#submit(key, principal, body, merchantResponseUrl),
    );
  }

  async #submit(
    key: string,
    principal: Principal,
    body: TopUpSubmission,
    merchantResponseUrl: string,
  ): Promise<SubmissionResult> {
    const refuse = (msg: string): SubmissionResult => ({ status: 200, body: refused(msg) });
    const [service] = await this.#db
      .select()
      .from(serviceStatuses)
      .where(eq(serviceStatuses.serviceId, 'topup'));
    if (service && !service.isActive) return refuse(topUpServerMessages.serviceInactive);

    const country = await this.country(body.countryId);
    if (!country) return refuse(topUpServerMessages.countryNotFound);
    const [carrier] = await this.#db
      .select()
      .from(phoneProviders)
      .where(
        and(
          eq(phoneProviders.phoneProviderId, body.phoneProviderId),
          eq(phoneProviders.isActive, true),
        ),
      );
    if (!carrier) return refuse(topUpServerMessages.carrierNotFound);

    const email = validateTopUpField('email', { email: body.email });
    if (email) return refuse(email);
    const number = await this.checkMsisdn(body.msisdn);
    if (!number.ok) return refuse(number.msg);
    if (number.carrier.phoneProviderId !== carrier.phoneProviderId)
      return refuse(topUpServerMessages.carrierMismatch(number.carrier.name));

    // A preset's amount, or a custom amount within the carrier's bounds; cover VAT is a preset's.
    const amount = parseAmount(body.amount);
    if (amount === undefined) return refuse(topUpServerMessages.presetNotFound);
    const preset = (await this.presets(carrier.phoneProviderId)).find(
      (row) => row.amountCents === amount,
    );
    if (!preset) {
      if (body.coverVat) return refuse(topUpServerMessages.presetNotFound);
      const bounds = carrierBounds(phoneProviderView(carrier));
      const problem = validateTopUpField(
        'amount',
        { amount: String(body.amount) },
        {
          carrier: { minimum: toWireAmount(bounds.minimum), maximum: toWireAmount(bounds.maximum) },
        },
      );
      if (problem) return refuse(problem);
    }

    const checked = await checkCardSubmission(this.#db, principal, body, this.#now());
    if (!checked.ok) return refuse(checked.msg);

    const donation = parseAmount(body.donationAmount);
    if (donation === undefined || donation < 0) return refuse(paymentMessages.donationInvalid);
    let charityId: number | null = null;
    if (body.charityId !== 0) {
      const charity = await findProvider(this.#db, body.charityId);
      if (!charity || charity.type !== 'Charity') return refuse(paymentMessages.charityNotFound);
      charityId = charity.providerId;
    } else if (donation !== 0) {
      return refuse(paymentMessages.donationInvalid);
    }

    // The charge is the server's: tax-inclusive, cover VAT applied here, free of fee.
    const charge = topUpCharge(amount, country.vatRate, body.coverVat);
    const captchaProblem = await spendCaptcha(this.#captcha, body, key);
    if (captchaProblem) return refuse(captchaProblem);

    const total = toCents(charge.amount + donation);
    const now = this.#now();
    const orderId = newOrderId(now);
    const gatewayTransactionId = randomUUID();
    const [row] = await this.#db
      .insert(topUpTransactions)
      .values({
        orderId,
        countryId: country.countryId,
        msisdn: topUpMsisdn(body.msisdn),
        phoneProviderId: carrier.phoneProviderId,
        carrierOperatorId: number.operatorId,
        amountCents: charge.amount,
        vatCents: charge.vat,
        coverVat: body.coverVat,
        charityId,
        donationCents: donation,
        totalCents: total,
        email: body.email.trim(),
        sessionId: principal.sessionId,
        customerId: principal.customerId,
        customerCardId: checked.savedCard?.id ?? null,
        gatewayTransactionId,
        carrierReference: randomUUID(),
        cardBrand: checked.savedCard?.brand ?? detectCardBrand(checked.cardNumber) ?? 'Card',
        cardLastFour: checked.savedCard?.lastFour ?? lastFour(checked.cardNumber),
        saveCard: checked.saveCard,
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    if (checked.saveCard) {
      await this.#cards.recordCardToSave({
        customerId: checked.customerId!,
        sessionId: principal.sessionId,
        gatewayTransactionId,
        cardNumber: checked.cardNumber,
        expiration: body.paymentDetails.expirationDate ?? '',
        nameOnCard: checked.holderName,
        billingAddress: body.billingAddress ?? null,
      });
    }

    let start;
    try {
      start = await this.#gateway.startSale({
        transactionIdentifier: gatewayTransactionId,
        orderIdentifier: orderId,
        amount: total,
        card: checked.saleCard,
        ...(checked.saveCard ? { tokenize: true } : {}),
        billingAddress: checked.billing,
        merchantResponseUrl,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error({ orderId, reason: error.message }, 'card gateway unavailable for a sale');
      await this.#fail(row!, paymentMessages.gatewayUnavailable);
      return refuse(paymentMessages.gatewayUnavailable);
    }
    if (start.kind === 'declined') {
      const message = paymentMessages.declined(start.isoResponseCode);
      await this.#fail(row!, message, { isoResponseCode: start.isoResponseCode });
      this.#log.info({ orderId, isoResponseCode: start.isoResponseCode }, 'top-up sale declined');
      return refuse(message);
    }
    await this.#db
      .update(topUpTransactions)
      .set({ spiToken: start.spiToken, spiTokenExpiresAt: start.expiresAt, updatedAt: this.#now() })
      .where(eq(topUpTransactions.id, row!.id));
    this.#log.info({ orderId }, 'top-up sale awaiting 3-D Secure');
    return {
      status: 200,
      body: { state: 1, msg: null, data: { orderId, htmlForm: start.redirectData } },
    };
  }

  async #fail(
    row: TopUpRow,
    message: string,
    changes: Partial<typeof topUpTransactions.$inferInsert> = {},
  ): Promise<TopUpRow> {
    await this.#keepSavedCard(row, null, message);
    return (
      (await this.#move(row.id, 'Pending', 'Failed', {
        ...changes,
        statusMessage: message,
        spiToken: null,
      })) ?? this.#byId(row.id)
    );
  }

  async #keepSavedCard(row: TopUpRow, panToken: string | null, failure?: string) {
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

  /** Moves a top-up from one status to another, or does nothing if it already moved. */
  async #move(
    id: number,
    from: TopUpStatus,
    to: TopUpStatus,
    changes: Partial<typeof topUpTransactions.$inferInsert> = {},
  ): Promise<TopUpRow | null> {
    const [row] = await this.#db
      .update(topUpTransactions)
      .set({ ...changes, status: to, updatedAt: this.#now() })
      .where(and(eq(topUpTransactions.id, id), eq(topUpTransactions.status, from)))
      .returning();
    return row ?? null;
  }

  async #byId(id: number): Promise<TopUpRow> {
    const [row] = await this.#db
      .select()
      .from(topUpTransactions)
      .where(eq(topUpTransactions.id, id));
    return row!;
  }

  async findByOrderId(orderId: string): Promise<TopUpRow | null> {
    const [row] = await this.#db
      .select()
      .from(topUpTransactions)
      .where(eq(topUpTransactions.orderId, orderId));
    return row ?? null;
  }

  /** The names a receipt or mail shows for a row. */
  async names(row: TopUpRow): Promise<TopUpReceiptNames> {
    const [country] = await this.#db
      .select()
      .from(topUpCountries)
      .where(eq(topUpCountries.countryId, row.countryId));
    const [carrier] = await this.#db
      .select()
      .from(phoneProviders)
      .where(eq(phoneProviders.phoneProviderId, row.phoneProviderId));
    const charity = row.charityId === null ? null : await findProvider(this.#db, row.charityId);
    return {
      country: country?.description ?? '',
      carrier: carrier?.name ?? '',
      charity: charity?.name ?? null,
    };
  }

  /**
   * The ACS's answer for a top-up: completes the payment for status Y or A (or 3D1) within the
   * SpiToken's life, then delivers it at once. Null when the answer is not for a top-up.
   */
  async completeAuthentication(auth: AuthenticationResult): Promise<TopUpRow | null> {
    if (!UUID.test(auth.transactionIdentifier)) return null;
    const [row] = await this.#db
      .select()
      .from(topUpTransactions)
      .where(eq(topUpTransactions.gatewayTransactionId, auth.transactionIdentifier));
    if (!row || (auth.orderIdentifier !== null && auth.orderIdentifier !== row.orderId))
      return null;
    if (row.status !== 'Pending') return row;
    const [claimed] = await this.#db
      .update(topUpTransactions)
      .set({
        completionClaimedAt: this.#now(),
        threeDSResponseCode: auth.responseCode,
        threeDSStatus: auth.status,
        eci: auth.eci,
        updatedAt: this.#now(),
      })
      .where(
        and(
          eq(topUpTransactions.id, row.id),
          eq(topUpTransactions.status, 'Pending'),
          isNull(topUpTransactions.completionClaimedAt),
        ),
      )
      .returning();
    if (!claimed) return this.#waitWhilePending(row.id);
    if (
      !claimed.spiToken ||
      !claimed.spiTokenExpiresAt ||
      claimed.spiTokenExpiresAt.getTime() <= this.#clock()
    )
      return this.#fail(claimed, paymentMessages.sessionExpired);
    const authenticated =
      auth.responseCode === '3D1' ||
      (auth.responseCode === '3D0' && (auth.status === 'Y' || auth.status === 'A'));
    if (!authenticated) return this.#fail(claimed, paymentMessages.authenticationFailed);
    const completed = await this.#completePayment(claimed);
    if (completed.status !== 'Captured') return completed;
    // Deliver now, so a number the carrier credits at once shows Successful on the result page.
    await this.deliver(completed.id);
    return this.#byId(completed.id);
  }

  async #waitWhilePending(id: number): Promise<TopUpRow> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const row = await this.#byId(id);
      if (row.status !== 'Pending' || Date.now() > deadline) return row;
      await sleep(100);
    }
  }

  /** `spi/payment`, then Captured with its delivery due now and its 2-business-day deadline. */
  async #completePayment(row: TopUpRow): Promise<TopUpRow> {
    let outcome;
    try {
      outcome = await this.#gateway.completePayment(row.spiToken!);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'card gateway unavailable for completion',
      );
      return row;
    }
    if (!outcome.approved) {
      const expired = outcome.isoResponseCode === '12' && /expired/i.test(outcome.message);
      return this.#fail(
        row,
        expired
          ? paymentMessages.sessionExpired
          : paymentMessages.declined(outcome.isoResponseCode),
        { isoResponseCode: outcome.isoResponseCode },
      );
    }
    const now = this.#now();
    const captured =
      (await this.#move(row.id, 'Pending', 'Captured', {
        isoResponseCode: outcome.isoResponseCode,
        authorizationCode: outcome.authorizationCode,
        rrn: outcome.rrn,
        spiToken: null,
        completedAt: now,
        deliveryDueAt: now,
        deliveryDeadline: addBusinessDays(now, TOP_UP_REVERSAL_BUSINESS_DAYS),
      })) ?? (await this.#byId(row.id));
    if (captured.status === 'Captured') await this.#keepSavedCard(captured, outcome.panToken);
    return captured;
  }

  /**
   * Claims due deliveries (FOR UPDATE SKIP LOCKED, under a lease): any number of workers share
   * them and a worker that dies mid-way loses its lease to the next. `id` claims one top-up only.
   */
  async claimDue(id?: number): Promise<TopUpRow[]> {
    const now = this.#now();
    const due = this.#db
      .select({ id: topUpTransactions.id })
      .from(topUpTransactions)
      .where(
        and(
          eq(topUpTransactions.status, 'Captured'),
          lte(topUpTransactions.deliveryDueAt, now),
          or(
            isNull(topUpTransactions.deliveryLeaseUntil),
            lt(topUpTransactions.deliveryLeaseUntil, now),
          ),
          ...(id === undefined ? [] : [eq(topUpTransactions.id, id)]),
        ),
      )
      .orderBy(asc(topUpTransactions.deliveryDueAt))
      .limit(DELIVERY_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.#db
      .update(topUpTransactions)
      .set({
        deliveryLeaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
        deliveryAttempts: sql`${topUpTransactions.deliveryAttempts} + 1`,
      })
      .where(inArray(topUpTransactions.id, due))
      .returning();
    return claimed;
  }

  /** Claims and works due deliveries (or the one given); returns how many were claimed. */
  async deliver(id?: number): Promise<number> {
    const claimed = await this.claimDue(id);
    for (const row of claimed) {
      try {
        await this.#work(row);
      } catch (error) {
        this.#log.error({ orderId: row.orderId, err: error }, 'top-up delivery failed');
        await this.#later(row, RETRY_MS, (error as Error).message);
      }
    }
    return claimed.length;
  }

  /** Releases a claimed job to be looked at again after `delayMs`. */
  async #later(row: TopUpRow, delayMs: number, error: string | null = null) {
    await this.#db
      .update(topUpTransactions)
      .set({
        deliveryDueAt: new Date(this.#clock() + delayMs),
        deliveryLeaseUntil: null,
        deliveryError: error,
        updatedAt: this.#now(),
      })
      .where(and(eq(topUpTransactions.id, row.id), eq(topUpTransactions.status, 'Captured')));
  }

  async #work(row: TopUpRow): Promise<void> {
    let transactionId = row.carrierTransactionId;
    let status = row.carrierStatus;
    try {
      if (transactionId === null) {
        // The same customIdentifier on every attempt: a resend answers the first top-up.
        const sent = await this.#carrier.topUp({
          operatorId: row.carrierOperatorId!,
          msisdn: row.msisdn,
          amount: toCents(row.amountCents),
          customIdentifier: row.carrierReference!,
        });
        if (!sent.accepted) {
          this.#log.warn(
            { orderId: row.orderId, reason: sent.reason },
            'aggregator refused a top-up; refunding',
          );
          return this.#reverse(row, sent.reason);
        }
        transactionId = sent.transactionId;
        status = sent.status;
        await this.#db
          .update(topUpTransactions)
          .set({ carrierTransactionId: transactionId, carrierStatus: status })
          .where(eq(topUpTransactions.id, row.id));
      } else {
        status = await this.#carrier.status(transactionId);
        await this.#db
          .update(topUpTransactions)
          .set({ carrierStatus: status })
          .where(eq(topUpTransactions.id, row.id));
      }
    } catch (error) {
      if (!(error instanceof CarrierUnavailableError)) throw error;
      this.#log.warn({ orderId: row.orderId, reason: error.message }, 'aggregator unavailable');
      if (this.#pastDeadline(row)) return this.#reverse(row, 'NOT_DELIVERED_IN_TIME');
      return this.#later(row, RETRY_MS, error.message);
    }
    if (status === 'SUCCESSFUL') return this.#succeed(row);
    if (status === 'FAILED' || status === 'REFUNDED') return this.#reverse(row, status);
    if (this.#pastDeadline(row)) return this.#reverse(row, 'NOT_DELIVERED_IN_TIME');
    return this.#later(row, STATUS_POLL_MS);
  }

  #pastDeadline(row: TopUpRow): boolean {
    return row.deliveryDeadline !== null && row.deliveryDeadline.getTime() <= this.#clock();
  }

  async #succeed(row: TopUpRow): Promise<void> {
    const names = await this.names(row);
    const done = await this.#db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const [updated] = await database
        .update(topUpTransactions)
        .set({
          status: 'Successful',
          statusMessage: null,
          carrierStatus: 'SUCCESSFUL',
          receiptNumber: `T${String(row.id).padStart(9, '0')}`,
          deliveryDueAt: null,
          deliveryLeaseUntil: null,
          deliveryError: null,
          updatedAt: this.#now(),
        })
        .where(and(eq(topUpTransactions.id, row.id), eq(topUpTransactions.status, 'Captured')))
        .returning();
      if (!updated) return null;
      const email = topUpReceiptEmail(updated, names);
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
      this.#log.info({ orderId: done.orderId }, 'top-up delivered');
      await this.#postDonation(done);
    }
  }

  /**
   * A donation made with a delivered top-up goes to its charity as bill pay's does (idempotent
   * on `{orderId}-D` at the directory). A charity that refuses it or cannot be reached is logged;
   * the top-up stands.
   */
  async #postDonation(row: TopUpRow): Promise<void> {
    if (row.charityId === null || row.donationCents <= 0) return;
    const code = CHARITIES.find((charity) => charity.charityId === row.charityId)?.charityCode;
    if (!code) return;
    try {
      const posted = await this.#directory.post({
        providerId: row.charityId,
        accountNumber: code,
        amount: toCents(row.donationCents),
        orderId: `${row.orderId}-D`,
        reference: row.gatewayTransactionId,
      });
      if (!posted.posted)
        this.#log.warn(
          { orderId: row.orderId, reason: posted.reason },
          'charity refused a donation',
        );
    } catch (error) {
      if (!(error instanceof PayeeDirectoryUnavailableError)) throw error;
      this.#log.error(
        { orderId: row.orderId, reason: error.message },
        'charity unreachable for a donation',
      );
    }
  }

  /** Refunds the whole charge at the gateway, marks it Reversed and mails the customer. */
  async #reverse(row: TopUpRow, reason: string): Promise<void> {
    this.#log.warn({ orderId: row.orderId, reason }, 'top-up not delivered; refunding');
    let refund;
    try {
      refund = await this.#gateway.refund({
        transactionIdentifier: row.gatewayTransactionId,
        amount: toCents(row.totalCents),
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.#log.error({ orderId: row.orderId, reason: error.message }, 'refund not reached');
      return this.#later(row, RETRY_MS, error.message);
    }
    if (!refund.approved) {
      this.#log.error(
        { orderId: row.orderId, isoResponseCode: refund.isoResponseCode },
        'refund refused; trying again later',
      );
      return this.#later(row, RETRY_MS, `refund refused (${refund.isoResponseCode})`);
    }
    const names = await this.names(row);
    const done = await this.#db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      const [updated] = await database
        .update(topUpTransactions)
        .set({
          status: 'Reversed',
          statusMessage: topUpServerMessages.reversed,
          deliveryError: reason,
          deliveryDueAt: null,
          deliveryLeaseUntil: null,
          reversedAt: this.#now(),
          updatedAt: this.#now(),
        })
        .where(and(eq(topUpTransactions.id, row.id), eq(topUpTransactions.status, 'Captured')))
        .returning();
      if (!updated) return null;
      const email = topUpReversalEmail(updated, names);
      await enqueue(database, {
        channel: 'email',
        recipient: updated.email,
        subject: email.subject,
        body: email.body,
      });
      return updated;
    });
    if (done) this.#wakeOutbox();
  }

  /**
   * The durable end of every top-up, run on a timer by every API process: abandoned 3-D Secure
   * sessions are failed, completions whose process died are asked again, and due deliveries,
   * status checks and reversals are worked.
   */
  async sweep(): Promise<{ expired: number; resumed: number; delivered: number }> {
    const now = this.#now();
    const expired = await this.#db
      .update(topUpTransactions)
      .set({
        status: 'Failed',
        statusMessage: paymentMessages.sessionExpired,
        spiToken: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(topUpTransactions.status, 'Pending'),
          isNull(topUpTransactions.completionClaimedAt),
          or(
            lt(topUpTransactions.spiTokenExpiresAt, now),
            and(
              isNull(topUpTransactions.spiTokenExpiresAt),
              lt(topUpTransactions.createdAt, new Date(now.getTime() - ORPHAN_SALE_MS)),
            ),
          ),
        ),
      )
      .returning();
    for (const row of expired) await this.#keepSavedCard(row, null, paymentMessages.sessionExpired);
    const stuck = await this.#db
      .select()
      .from(topUpTransactions)
      .where(
        and(
          eq(topUpTransactions.status, 'Pending'),
          isNotNull(topUpTransactions.completionClaimedAt),
          isNotNull(topUpTransactions.spiToken),
          lt(topUpTransactions.completionClaimedAt, new Date(now.getTime() - STUCK_COMPLETION_MS)),
        ),
      )
      .limit(20);
    for (const row of stuck) await this.#completePayment(row);
    let delivered = 0;
    for (;;) {
      const count = await this.deliver();
      delivered += count;
      if (count < DELIVERY_BATCH) break;
    }
    return { expired: expired.length, resumed: stuck.length, delivered };
  }
}

/** Runs the top-up sweep on a timer until stopped; `wake` runs it soon. */
export class TopUpWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;

  constructor(
    private readonly service: TopUpService,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = setInterval(() => this.#run(), this.intervalMs);
    this.#timer.unref();
  }

  #run(): void {
    if (this.#running) return;
    this.#running = this.service
      .sweep()
      .catch((error: unknown) => this.log.error({ err: error }, 'top-up sweep failed'))
      .finally(() => {
        this.#running = null;
      });
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
