import { randomUUID } from 'node:crypto';
import { PAYEE_ACCOUNTS, PAYEES, type PayeeAccount } from './accounts.js';

export interface PostingRequest {
  providerId: number;
  accountNumber: string;
  /** Decimal, at most 2 places. */
  amount: number;
  orderId: string;
  reference: string;
}

export interface Posting extends PostingRequest {
  postingId: string;
  status: 'POSTED';
  nameOnAccount: string;
  postedAt: string;
}

export type PostingRefusalReason =
  | 'PROVIDER_NOT_FOUND'
  | 'ACCOUNT_NOT_FOUND'
  | 'ACCOUNT_INACTIVE'
  | 'POSTING_REFUSED'
  | 'ORDER_ID_REUSED';

export type PostingOutcome =
  | { result: 'posted'; posting: Posting }
  | { result: 'duplicate'; posting: Posting }
  | { result: 'refused'; reason: PostingRefusalReason; message: string };

/** Account numbers compare without case or surrounding spaces, as billers' systems do. */
function accountKey(providerId: number, accountNumber: string): string {
  return `${providerId}:${accountNumber.trim().toUpperCase()}`;
}

/**
 * The payees' systems: account lookups and the posting of captured payments. Postings are
 * idempotent on orderId; checking and recording happen in one synchronous step, so concurrent
 * retries of one order post it once.
 */
export class PayeeDirectory {
  readonly #accounts = new Map<string, PayeeAccount>();
  readonly #postings = new Map<string, Posting>();

  constructor(accounts: readonly PayeeAccount[] = PAYEE_ACCOUNTS) {
    for (const account of accounts) {
      this.#accounts.set(accountKey(account.providerId, account.accountNumber), account);
    }
  }

  accounts(): PayeeAccount[] {
    return [...this.#accounts.values()];
  }

  hasProvider(providerId: number): boolean {
    return providerId in PAYEES;
  }

  find(providerId: number, accountNumber: string): PayeeAccount | null {
    return this.#accounts.get(accountKey(providerId, accountNumber)) ?? null;
  }

  post(request: PostingRequest, now = new Date()): PostingOutcome {
    const previous = this.#postings.get(request.orderId);
    if (previous) {
      const same =
        previous.providerId === request.providerId &&
        accountKey(previous.providerId, previous.accountNumber) ===
          accountKey(request.providerId, request.accountNumber) &&
        Math.round(previous.amount * 100) === Math.round(request.amount * 100);
      if (same) return { result: 'duplicate', posting: previous };
      return {
        result: 'refused',
        reason: 'ORDER_ID_REUSED',
        message: `Order ${request.orderId} was already posted with different details`,
      };
    }
    if (!this.hasProvider(request.providerId)) {
      return {
        result: 'refused',
        reason: 'PROVIDER_NOT_FOUND',
        message: `No payee with provider id ${request.providerId}`,
      };
    }
    const account = this.find(request.providerId, request.accountNumber);
    if (!account) {
      return {
        result: 'refused',
        reason: 'ACCOUNT_NOT_FOUND',
        message: `No account ${request.accountNumber} at ${PAYEES[request.providerId]}`,
      };
    }
    if (account.status !== 'ACTIVE') {
      return {
        result: 'refused',
        reason: 'ACCOUNT_INACTIVE',
        message: `Account ${account.accountNumber} at ${PAYEES[request.providerId]} is inactive`,
      };
    }
    if (account.refusesPostings !== undefined) {
      return { result: 'refused', reason: 'POSTING_REFUSED', message: account.refusesPostings };
    }
    const posting: Posting = {
      postingId: randomUUID(),
      status: 'POSTED',
      providerId: request.providerId,
      accountNumber: account.accountNumber,
      nameOnAccount: account.nameOnAccount,
      amount: request.amount,
      orderId: request.orderId,
      reference: request.reference,
      postedAt: now.toISOString(),
    };
    this.#postings.set(request.orderId, posting);
    return { result: 'posted', posting };
  }

  /** Newest first; `providerId` filters. */
  postings(providerId?: number): Posting[] {
    return [...this.#postings.values()]
      .filter((posting) => providerId === undefined || posting.providerId === providerId)
      .reverse();
  }
}
