import { randomUUID } from 'node:crypto';
import {
  parseAmount,
  toCents,
  toWireAmount,
  topUpCharge,
  topUpMsisdn,
  topUpServerMessages,
  validateTopUpField,
  type PhoneProvider,
  type TopUpSubmission,
} from '@yo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import {
  phoneProviders,
  serviceStatuses,
  topUpCountries,
  topUpPresets,
  topUpTransactions,
} from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import {
  CarrierUnavailableError,
  type Carrier,
  type OperatorBounds,
} from '../../integrations/carrier.js';
import type { PayeeDirectory } from '../../integrations/payee-directory.js';
import type { Principal } from '../auth/tokens.js';
import { checkDonation, findCharity } from '../payments/donations.js';
import { PaymentLifecycle, type PaymentLifecycleOptions } from '../payments/lifecycle.js';
import {
  checkCardSubmission,
  sweepSubmissions,
  type SubmissionResult,
} from '../payments/submission.js';
import { DELIVERY_BATCH, TopUpDelivery, deliveryJob, type TopUpRow } from './delivery.js';
import type { TopUpReceiptNames } from './receipt.js';

export { DELIVERY_LEASE_MS, type TopUpRow } from './delivery.js';
type CarrierRow = typeof phoneProviders.$inferSelect;

/** How long the aggregator's operator bounds are kept before they are read again. */
const BOUNDS_TTL_MS = 10 * 60_000;

export type MsisdnCheck =
  { ok: true; carrier: CarrierRow; operatorId: number } | { ok: false; msg: string };

export interface TopUpServiceOptions extends Omit<PaymentLifecycleOptions, 'clock'> {
  carrier: Carrier;
  /** Where a donation made with a delivered top-up is posted to its charity. */
  directory: PayeeDirectory;
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
 * Top-up, a kind of card payment (modules/payments/lifecycle.ts runs its life cycle): a
 * submission is checked again with @yo/domain's rules and the carrier's own detection, asked
 * about the same top-up lately, and once captured it becomes a delivery job (delivery.ts).
 */
export class TopUpService {
  readonly #db: Database;
  readonly #carrier: Carrier;
  readonly #log: FastifyBaseLogger;
  /** This kind's payments through the one life cycle (the shared routes read them too). */
  readonly payments: PaymentLifecycle<TopUpRow>;
  readonly #delivery: TopUpDelivery;
  /** The aggregator's operator bounds, and when they were read. */
  #bounds: { at: number; byOperator: Map<number, OperatorBounds> } | null = null;

  constructor(options: TopUpServiceOptions) {
    this.#db = options.db;
    this.#carrier = options.carrier;
    this.#log = options.log;
    this.payments = new PaymentLifecycle<TopUpRow>(
      { ...options, clock: options.clock ?? Date.now },
      {
        name: 'top-up',
        table: topUpTransactions,
        captureChanges: deliveryJob,
        // Delivered at once, so a number the carrier credits at once shows Successful on the
        // result page.
        afterCapture: async (row) => {
          await this.deliver(row.id);
          return this.payments.byId(row.id);
        },
      },
    );
    this.#delivery = new TopUpDelivery(
      options.db,
      options.carrier,
      options.directory,
      options.log,
      this.payments,
    );
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

  /**
   * The active carriers, each with its custom-amount bounds from the aggregator's operator data
   * (kept BOUNDS_TTL_MS); while the aggregator cannot be reached, the stored bounds (null: the
   * spec's defaults).
   */
  async carriers(): Promise<CarrierRow[]> {
    const rows = await this.#db
      .select()
      .from(phoneProviders)
      .where(eq(phoneProviders.isActive, true))
      .orderBy(asc(phoneProviders.sortOrder), asc(phoneProviders.phoneProviderId));
    const bounds = await this.#operatorBounds();
    return rows.map((row) => {
      const own = bounds.get(Number(row.operatorId));
      return own ? { ...row, minimumCents: own.minimum, maximumCents: own.maximum } : row;
    });
  }

  async #operatorBounds(): Promise<Map<number, OperatorBounds>> {
    const now = Date.now();
    if (this.#bounds && now - this.#bounds.at < BOUNDS_TTL_MS) return this.#bounds.byOperator;
    try {
      const operators = await this.#carrier.operators();
      this.#bounds = {
        at: now,
        byOperator: new Map(operators.map((operator) => [operator.operatorId, operator])),
      };
    } catch (error) {
      if (!(error instanceof CarrierUnavailableError)) throw error;
      this.#log.warn({ reason: error.message }, 'aggregator unavailable for operator bounds');
      return this.#bounds?.byOperator ?? new Map();
    }
    return this.#bounds.byOperator;
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
    // The fingerprint names the kind: one key cannot stand for a bill pay and a top-up.
    return this.payments.submitOnce(key, principal.sessionId, { topUp: body }, () =>
      this.#submit(key, principal, body, merchantResponseUrl),
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
    const carrier = (await this.carriers()).find(
      (row) => row.phoneProviderId === body.phoneProviderId,
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
      // The carrier's bounds as the screen gets them (GetPhoneProviders), checked by the same
      // rule: converted to the wire once, read back once by the domain.
      const problem = validateTopUpField(
        'amount',
        { amount: String(body.amount) },
        { carrier: phoneProviderView(carrier) },
      );
      if (problem) return refuse(problem);
    }

    const checked = await checkCardSubmission(this.#db, principal, body, this.payments.now());
    if (!checked.ok) return refuse(checked.msg);

    const donation = await checkDonation(body, (charityId) => findCharity(this.#db, charityId));
    if (!donation.ok) return refuse(donation.msg);

    // The charge is the server's: tax-inclusive, cover VAT applied here, free of fee.
    const charge = topUpCharge(amount, country.vatRate, body.coverVat);
    const msisdn = topUpMsisdn(body.msisdn);
    // The same number, carrier and amount by the same card lately (made or in flight): asked.
    return this.payments.charge({
      key,
      principal,
      submission: body,
      card: checked,
      totalCents: toCents(charge.amount + donation.donation),
      values: {
        countryId: country.countryId,
        msisdn,
        phoneProviderId: carrier.phoneProviderId,
        carrierOperatorId: number.operatorId,
        amountCents: charge.amount,
        vatCents: charge.vat,
        coverVat: body.coverVat,
        charityId: donation.charityId,
        donationCents: donation.donation,
        email: body.email.trim(),
        carrierReference: randomUUID(),
      },
      sameAs: (t) => {
        const topUps = t as unknown as typeof topUpTransactions;
        return and(
          eq(topUps.msisdn, msisdn),
          eq(topUps.phoneProviderId, carrier.phoneProviderId),
          eq(topUps.amountCents, charge.amount),
        )!;
      },
      likeness: `${msisdn}:${carrier.phoneProviderId}:${charge.amount}`,
      duplicateMessage: topUpServerMessages.toppedUpRecently,
      merchantResponseUrl,
    });
  }

  /** The names a receipt or mail shows for a row. */
  names(row: TopUpRow): Promise<TopUpReceiptNames> {
    return this.#delivery.names(row);
  }

  claimDue(id?: number): Promise<TopUpRow[]> {
    return this.#delivery.claimDue(id);
  }

  deliver(id?: number): Promise<number> {
    return this.#delivery.deliver(id);
  }

  /**
   * The durable end of every top-up, run on a timer by every API process: the life cycle's
   * sweep (abandoned and dead-process payments failed, stuck completions resumed), then due
   * deliveries, status checks and reversals.
   */
  async sweep(): Promise<{ expired: number; resumed: number; delivered: number }> {
    const { expired, resumed } = await this.payments.sweep();
    let delivered = 0;
    for (;;) {
      const count = await this.deliver();
      delivered += count;
      if (count < DELIVERY_BATCH) break;
    }
    await sweepSubmissions(this.#db, this.payments.now());
    return { expired, resumed, delivered };
  }
}
