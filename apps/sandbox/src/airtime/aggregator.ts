import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DELAYED_DELIVERY_MS,
  OPERATORS,
  STUCK_DELIVERY_MS,
  detect,
  type Operator,
  type SampleNumber,
} from './numbers.js';

export interface AirtimeCredentials {
  clientId: string;
  clientSecret: string;
}

export type TopUpStatus = 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED';

export interface TopUpRequest {
  operatorId: number;
  amount: number;
  customIdentifier: string;
  recipientPhone: { countryCode: string; number: string };
}

export interface TopUpRecord {
  transactionId: number;
  customIdentifier: string;
  operatorId: number;
  operatorName: string;
  recipientPhone: string;
  requestedAmount: number;
  deliveredAmount: number;
  requestedAmountCurrencyCode: 'TTD';
  transactionDate: string;
  /** When the status becomes final (ms since the epoch); null when it already is. */
  finalAt: number | null;
  finalStatus: TopUpStatus;
  status: TopUpStatus;
  errorMessage: string | null;
}

export type AirtimeRefusal = { errorCode: string; message: string; status: number };

/** The aggregator's texts (its own: the API chooses what to show people). */
export const AIRTIME_ERRORS = {
  invalidNumber: {
    errorCode: 'INVALID_RECIPIENT_PHONE',
    message: 'No operator was found for this phone number.',
    status: 404,
  },
  postpaid: {
    errorCode: 'POSTPAID_NUMBER',
    message: 'Postpaid bmobile is not accepted.',
    status: 400,
  },
  operatorMismatch: {
    errorCode: 'OPERATOR_MISMATCH',
    message: 'The phone number does not belong to this operator.',
    status: 400,
  },
  amountOutOfRange: {
    errorCode: 'INVALID_AMOUNT_FOR_OPERATOR',
    message: 'The amount is outside the operator’s range.',
    status: 400,
  },
  identifierReused: {
    errorCode: 'CUSTOM_IDENTIFIER_REUSED',
    message: 'This customIdentifier was already used for another top-up.',
    status: 409,
  },
} as const satisfies Record<string, AirtimeRefusal>;

const TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * An airtime aggregator in Reloadly's shape: client-credentials tokens, operator detection by
 * number (ported numbers by their current carrier), and top-ups idempotent on `customIdentifier`
 * whose status moves PROCESSING → SUCCESSFUL | FAILED | REFUNDED on the sandbox's clock.
 * Checking and recording a top-up happen in one synchronous step, so concurrent retries of one
 * identifier make one top-up.
 */
export class AirtimeAggregator {
  readonly #credentials: AirtimeCredentials;
  readonly #clock: () => number;
  readonly #tokens = new Map<string, number>();
  readonly #topUps = new Map<string, TopUpRecord>();
  #nextId = 1000;
  /** Every POST /topups received, repeats included (tests count them). */
  requests = 0;

  constructor(options: { credentials: AirtimeCredentials; clock?: () => number }) {
    this.#credentials = options.credentials;
    this.#clock = options.clock ?? Date.now;
  }

  issueToken(clientId: string, clientSecret: string): { token: string; expiresIn: number } | null {
    const same = (a: string, b: string) =>
      a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    if (
      !same(clientId, this.#credentials.clientId) ||
      !same(clientSecret, this.#credentials.clientSecret)
    )
      return null;
    const token = randomBytes(24).toString('base64url');
    this.#tokens.set(token, this.#clock() + TOKEN_LIFETIME_MS);
    return { token, expiresIn: TOKEN_LIFETIME_MS / 1000 };
  }

  /** The client id and secret this aggregator accepts (the host's default when it wires the sandbox). */
  get credentials(): AirtimeCredentials {
    return { ...this.#credentials };
  }

  authorised(token: string): boolean {
    const expires = this.#tokens.get(token);
    return expires !== undefined && expires > this.#clock();
  }

  operators(): readonly Operator[] {
    return OPERATORS;
  }

  operator(id: number): Operator | null {
    return OPERATORS.find((operator) => operator.operatorId === id) ?? null;
  }

  /** The operator of a number, or why there is none. */
  detect(msisdn: string): { operator: Operator; sample: SampleNumber } | AirtimeRefusal {
    const sample = detect(msisdn);
    if (!sample || !sample.carrier) return AIRTIME_ERRORS.invalidNumber;
    if (sample.behaviour === 'postpaid') return AIRTIME_ERRORS.postpaid;
    return { operator: OPERATORS.find((o) => o.key === sample.carrier)!, sample };
  }

  /** Sends a top-up, or answers the one already made with this customIdentifier. */
  topUp(request: TopUpRequest): { record: TopUpRecord; repeat: boolean } | AirtimeRefusal {
    this.requests += 1;
    const existing = this.#topUps.get(request.customIdentifier);
    const msisdn = request.recipientPhone.number.replace(/\D/g, '');
    if (existing) {
      if (
        existing.operatorId !== request.operatorId ||
        existing.requestedAmount !== request.amount ||
        existing.recipientPhone !== msisdn
      )
        return AIRTIME_ERRORS.identifierReused;
      return { record: this.#current(existing), repeat: true };
    }
    const found = this.detect(msisdn);
    if ('errorCode' in found) return found;
    if (found.operator.operatorId !== request.operatorId) return AIRTIME_ERRORS.operatorMismatch;
    const amount = Math.round(request.amount * 100) / 100;
    if (
      !Number.isFinite(request.amount) ||
      amount !== request.amount ||
      amount < found.operator.minAmount ||
      amount > found.operator.maxAmount
    )
      return AIRTIME_ERRORS.amountOutOfRange;
    const now = this.#clock();
    const behaviour = found.sample.behaviour;
    const [status, finalStatus, finalAt]: [TopUpStatus, TopUpStatus, number | null] =
      behaviour === 'fails'
        ? ['FAILED', 'FAILED', null]
        : behaviour === 'delayed'
          ? ['PROCESSING', 'SUCCESSFUL', now + DELAYED_DELIVERY_MS]
          : behaviour === 'processing-then-fails'
            ? ['PROCESSING', 'FAILED', now + STUCK_DELIVERY_MS]
            : ['SUCCESSFUL', 'SUCCESSFUL', null];
    const record: TopUpRecord = {
      transactionId: this.#nextId++,
      customIdentifier: request.customIdentifier,
      operatorId: found.operator.operatorId,
      operatorName: found.operator.name,
      recipientPhone: msisdn,
      requestedAmount: amount,
      deliveredAmount: status === 'SUCCESSFUL' ? amount : 0,
      requestedAmountCurrencyCode: 'TTD',
      transactionDate: new Date(now).toISOString(),
      finalAt,
      finalStatus,
      status,
      errorMessage: status === 'FAILED' ? 'The operator could not credit this number.' : null,
    };
    this.#topUps.set(request.customIdentifier, record);
    return { record: { ...record }, repeat: false };
  }

  /** A top-up by its transaction id, its status brought up to the sandbox's clock. */
  status(transactionId: number): TopUpRecord | null {
    for (const record of this.#topUps.values()) {
      if (record.transactionId === transactionId) return this.#current(record);
    }
    return null;
  }

  byCustomIdentifier(customIdentifier: string): TopUpRecord | null {
    const record = this.#topUps.get(customIdentifier);
    return record ? this.#current(record) : null;
  }

  /** Every top-up made (one per customIdentifier), for tests and the sandbox page. */
  topUps(): TopUpRecord[] {
    return [...this.#topUps.values()].map((record) => this.#current(record));
  }

  #current(record: TopUpRecord): TopUpRecord {
    if (record.finalAt !== null && record.finalAt <= this.#clock()) {
      record.status = record.finalStatus;
      record.finalAt = null;
      if (record.status === 'SUCCESSFUL') record.deliveredAmount = record.requestedAmount;
      else record.errorMessage = 'The operator could not credit this number.';
    }
    return { ...record };
  }
}
