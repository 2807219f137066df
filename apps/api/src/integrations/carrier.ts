import { parseAmount, toWireAmount, type Cents } from '@yo/domain';
import { requestJson, type JsonAnswer } from './json-http.js';

/** The aggregator's top-up statuses: PROCESSING until one of the three final ones. */
export type CarrierStatus = 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED';

export type NumberDetection =
  | { found: true; operatorId: number; operatorName: string }
  | { found: false; reason: 'POSTPAID' | 'NOT_FOUND'; message: string };

export type CarrierTopUp =
  | { accepted: true; transactionId: string; status: CarrierStatus }
  | { accepted: false; reason: string; message: string };

/** An operator's custom-amount bounds, as the aggregator states them (Reloadly's RANGE). */
export interface OperatorBounds {
  operatorId: number;
  minimum: Cents;
  maximum: Cents;
}

/**
 * How the API reaches the airtime aggregator (Reloadly's API is the model): which operator a
 * number is on now (numbers are portable), top-ups idempotent on `customIdentifier`, and their
 * status.
 */
export interface Carrier {
  detect(msisdn: string): Promise<NumberDetection>;
  /** Sends a top-up; the same `customIdentifier` answers the first top-up, never makes another. */
  topUp(request: {
    operatorId: number;
    msisdn: string;
    amount: Cents;
    customIdentifier: string;
  }): Promise<CarrierTopUp>;
  status(transactionId: string): Promise<CarrierStatus>;
  /** The operators' custom-amount bounds (`GET {base}/operators`). */
  operators(): Promise<OperatorBounds[]>;
}

/** The aggregator could not be reached or did not answer in its protocol. */
export class CarrierUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierUnavailableError';
  }
}

/** An amount the aggregator sent (a JSON number of dollars) in cents, if it is one. */
const amountOf = (value: unknown): Cents | undefined =>
  typeof value === 'number' || typeof value === 'string' ? parseAmount(value) : undefined;

const STATUSES = new Set<CarrierStatus>(['PROCESSING', 'SUCCESSFUL', 'FAILED', 'REFUNDED']);

function carrierStatus(value: unknown): CarrierStatus {
  if (typeof value === 'string' && STATUSES.has(value as CarrierStatus))
    return value as CarrierStatus;
  throw new CarrierUnavailableError(`aggregator answered an unknown status: ${String(value)}`);
}

export interface HttpCarrierOptions {
  /** Read per call: the sandbox's address is known only once the server listens. */
  baseUrl: () => string | null;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  clock?: () => number;
}

/**
 * The aggregator over HTTP: `POST {base}/oauth/token` (client credentials; the token is kept
 * until a minute before it expires, and asked again after a 401), `GET
 * {base}/operators/auto-detect/phone/{msisdn}/countries/TT`, `POST {base}/topups` and
 * `GET {base}/topups/{id}/status`.
 */
export function createHttpCarrier(options: HttpCarrierOptions): Carrier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const clock = options.clock ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  function base(): string {
    const url = options.baseUrl();
    if (url === null) throw new CarrierUnavailableError('aggregator address not known yet');
    return url.replace(/\/+$/, '');
  }

  /** A GET, or a POST of `json`; with the aggregator's token when `bearer` is given. */
  async function send(path: string, json?: string, bearer?: string) {
    let response: JsonAnswer;
    try {
      response = await requestJson(`${base()}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(json === undefined ? {} : { body: json }),
        timeoutMs,
      });
    } catch (error) {
      throw new CarrierUnavailableError(`aggregator unreachable: ${(error as Error).message}`);
    }
    const body = response.body as Record<string, unknown> | null;
    if (response.status >= 500 || body === null || typeof body !== 'object')
      throw new CarrierUnavailableError(`aggregator answered ${response.status}`);
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock()) return token.value;
    const { status, body } = await send(
      '/oauth/token',
      JSON.stringify({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'client_credentials',
        audience: base(),
      }),
    );
    if (status !== 200 || typeof body.access_token !== 'string')
      throw new CarrierUnavailableError(`aggregator refused the credentials (${status})`);
    const lifetimeMs = Number(body.expires_in ?? 0) * 1000;
    token = { value: body.access_token, expiresAt: clock() + Math.max(0, lifetimeMs - 60_000) };
    return token.value;
  }

  /** An authorised call; a 401 (a token expired early or revoked) asks for a new token once. */
  async function call(path: string, json?: string) {
    const first = await send(path, json, await accessToken());
    if (first.status !== 401) return first;
    token = null;
    const again = await send(path, json, await accessToken());
    if (again.status === 401) throw new CarrierUnavailableError('aggregator refused the token');
    return again;
  }

  return {
    async detect(msisdn) {
      const { status, body } = await call(
        `/operators/auto-detect/phone/${encodeURIComponent(msisdn)}/countries/TT`,
      );
      if (status === 200 && typeof body.operatorId === 'number')
        return { found: true, operatorId: body.operatorId, operatorName: String(body.name ?? '') };
      if (status === 400 || status === 404)
        return {
          found: false,
          reason: body.errorCode === 'POSTPAID_NUMBER' ? 'POSTPAID' : 'NOT_FOUND',
          message: String(body.message ?? ''),
        };
      throw new CarrierUnavailableError(`aggregator answered ${status}`);
    },

    async topUp(request) {
      const { status, body } = await call(
        '/topups',
        JSON.stringify({
          operatorId: request.operatorId,
          amount: toWireAmount(request.amount),
          useLocalAmount: true,
          customIdentifier: request.customIdentifier,
          recipientPhone: { countryCode: 'TT', number: request.msisdn },
        }),
      );
      if ((status === 200 || status === 201) && body.transactionId !== undefined)
        return {
          accepted: true,
          transactionId: String(body.transactionId),
          status: carrierStatus(body.status),
        };
      if (status >= 400 && status < 500)
        return {
          accepted: false,
          reason: String(body.errorCode ?? 'REFUSED'),
          message: String(body.message ?? ''),
        };
      throw new CarrierUnavailableError(`aggregator answered ${status}`);
    },

    async operators() {
      const { status, body } = await call('/operators');
      if (status !== 200 || !Array.isArray(body))
        throw new CarrierUnavailableError(`aggregator answered ${status}`);
      // Dollars become cents here, once: what the aggregator states is the bound.
      return (body as Array<Record<string, unknown>>).flatMap((operator) => {
        const minimum = amountOf(operator.minAmount);
        const maximum = amountOf(operator.maxAmount);
        return typeof operator.operatorId === 'number' &&
          minimum !== undefined &&
          maximum !== undefined
          ? [{ operatorId: operator.operatorId, minimum, maximum }]
          : [];
      });
    },

    async status(transactionId) {
      const { status, body } = await call(`/topups/${encodeURIComponent(transactionId)}/status`);
      if (status !== 200) throw new CarrierUnavailableError(`aggregator answered ${status}`);
      return carrierStatus(body.status);
    },
  };
}
