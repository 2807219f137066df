import { toWireAmount, type Cents } from '@yo/domain';
import { requestJson, type JsonAnswer } from './json-http.js';

export type AccountLookup =
  | { found: true; status: string; nameOnAccount: string | null }
  | { found: false; reason: 'ACCOUNT_NOT_FOUND' | 'PROVIDER_NOT_FOUND' | 'INVALID' };

export type PostingOutcome =
  { posted: true; postingId: string } | { posted: false; reason: string; message: string };

/** The payees' own systems: whether an account exists and is active, and postings of payments. */
export interface PayeeDirectory {
  lookup(providerId: number, accountNumber: string): Promise<AccountLookup>;
  /** Posts a captured payment; idempotent on `orderId`. */
  post(posting: {
    providerId: number;
    accountNumber: string;
    amount: Cents;
    orderId: string;
    reference: string;
  }): Promise<PostingOutcome>;
}

/** The directory could not be reached or did not answer in its protocol. */
export class PayeeDirectoryUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayeeDirectoryUnavailableError';
  }
}

/**
 * The payee directory over HTTP: `GET {base}/api/accounts/{providerId}/{accountNumber}` and
 * `POST {base}/api/postings`. `baseUrl` is read per call (the sandbox's address is known only once
 * the server listens).
 */
export function createHttpPayeeDirectory(
  baseUrl: () => string | null,
  timeoutMs = 10_000,
): PayeeDirectory {
  /** A GET, or a POST of `json`. */
  async function request(path: string, json?: string) {
    const base = baseUrl();
    if (base === null)
      throw new PayeeDirectoryUnavailableError('payee directory address not known yet');
    let response: JsonAnswer;
    try {
      response = await requestJson(`${base.replace(/\/+$/, '')}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: json }),
        timeoutMs,
      });
    } catch (error) {
      throw new PayeeDirectoryUnavailableError(
        `payee directory unreachable: ${(error as Error).message}`,
      );
    }
    const body = response.body as Record<string, unknown> | null;
    if (response.status >= 500 || body === null || typeof body !== 'object') {
      throw new PayeeDirectoryUnavailableError(`payee directory answered ${response.status}`);
    }
    return { status: response.status, body };
  }

  return {
    async lookup(providerId, accountNumber) {
      const { status, body } = await request(
        `/api/accounts/${encodeURIComponent(String(providerId))}/${encodeURIComponent(accountNumber)}`,
      );
      if (status === 200) {
        return {
          found: true,
          status: String(body.status ?? ''),
          nameOnAccount: typeof body.nameOnAccount === 'string' ? body.nameOnAccount : null,
        };
      }
      if (status === 404) {
        return {
          found: false,
          reason: body.error === 'PROVIDER_NOT_FOUND' ? 'PROVIDER_NOT_FOUND' : 'ACCOUNT_NOT_FOUND',
        };
      }
      if (status === 400) return { found: false, reason: 'INVALID' };
      throw new PayeeDirectoryUnavailableError(`payee directory answered ${status}`);
    },

    async post(posting) {
      const { status, body } = await request(
        '/api/postings',
        JSON.stringify({
          providerId: posting.providerId,
          accountNumber: posting.accountNumber,
          amount: toWireAmount(posting.amount),
          orderId: posting.orderId,
          reference: posting.reference,
        }),
      );
      if (status === 200 || status === 201)
        return { posted: true, postingId: String(body.postingId ?? '') };
      if (status === 409 || status === 422 || status === 404) {
        return {
          posted: false,
          reason: String(body.reason ?? body.error ?? 'REFUSED'),
          message: String(body.message ?? ''),
        };
      }
      throw new PayeeDirectoryUnavailableError(`payee directory answered ${status}`);
    },
  };
}
