import {
  customerPaymentTotal,
  digitsOnly,
  parseAmount,
  paymentMessages,
  toCents,
  toDecimalString,
  validateBillPayDetails,
  validateBillPayDetailsField,
  type BillPayTransactionRequest,
  type Cents,
} from '@yo/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ReferenceCache } from '../../db/reference-cache.js';
import { billPayTransactions } from '../../db/schema.js';
import { refused } from '../../http/envelope.js';
import {
  PayeeDirectoryUnavailableError,
  type PayeeDirectory,
} from '../../integrations/payee-directory.js';
import type { Principal } from '../auth/tokens.js';
import { serviceStatus } from '../content/service-status.js';
import { checkDonation, postDonation } from '../payments/donations.js';
import { PaymentLifecycle, type PaymentLifecycleOptions } from '../payments/lifecycle.js';
import {
  checkCardSubmission,
  sweepSubmissions,
  type SubmissionResult,
} from '../payments/submission.js';
import { cachedProvider, payeeRules, type ProviderRow } from './providers.js';
import { receiptEmail } from './receipt.js';

export type { SubmissionResult } from '../payments/submission.js';

export type TransactionRow = typeof billPayTransactions.$inferSelect;

export interface BillPayServiceOptions extends Omit<PaymentLifecycleOptions, 'clock'> {
  /** Payees and the service switch, read from memory (db/reference-cache.ts). */
  reference: ReferenceCache;
  directory: PayeeDirectory;
  /** Milliseconds since the epoch (tests move it forward). */
  clock?: () => number;
}

export type AccountCheck =
  | { ok: true; nameOnAccount: string | null }
  | { ok: false; msg: string; field: 'amount' | 'accountNumber' };

/** Captured payments whose posting did not go through are tried again after this. */
const POSTING_RETRY_MS = 30_000;

/**
 * Bill pay, a kind of card payment (modules/payments/lifecycle.ts runs its life cycle): checks a
 * submission again with @yo/domain's rules and the payee, asks about the same bill paid lately,
 * and once the money is captured posts it to the payee, refunding what a payee refuses.
 */
export class BillPayService {
  readonly #db: Database;
  readonly #reference: ReferenceCache;
  readonly #directory: PayeeDirectory;
  readonly #log: FastifyBaseLogger;
  /** This kind's payments through the one life cycle (the shared routes read them too). */
  readonly payments: PaymentLifecycle<TransactionRow>;

  constructor(options: BillPayServiceOptions) {
    this.#db = options.db;
    this.#reference = options.reference;
    this.#directory = options.directory;
    this.#log = options.log;
    this.payments = new PaymentLifecycle<TransactionRow>(
      { ...options, clock: options.clock ?? Date.now },
      {
        name: 'bill pay',
        table: billPayTransactions,
        afterCapture: (row) => this.settle(row),
      },
    );
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
    return this.payments.submitOnce(key, principal.sessionId, body, () =>
      this.#submit(key, principal, body, merchantResponseUrl),
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

    const checked = await checkCardSubmission(this.#db, principal, body, this.payments.now());
    if (!checked.ok) return refuse(checked.msg);

    const amount = parseAmount(body.billPayAmount)!;
    const donation = await checkDonation(body, (charityId) =>
      cachedProvider(this.#reference, this.#db, charityId),
    );
    if (!donation.ok) return refuse(donation.msg);

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

    const accountNumber = body.accountNumber.trim();
    // Two tabs, or a retry after a closed one, carry new keys: the bill itself says it was paid.
    return this.payments.charge({
      key,
      principal,
      submission: body,
      card: checked,
      totalCents: toCents(bpTotal + donation.donation),
      values: {
        providerId: provider.providerId,
        accountNumber,
        nameOnAccount: account.nameOnAccount,
        charityId: donation.charityId,
        amountCents: amount,
        feeCents: bpTotal - amount,
        donationCents: donation.donation,
        email: body.email.trim(),
        phone: digitsOnly(body.phoneNumber),
        comment: provider.commentsField ? (body.comment ?? '').trim() || null : null,
      },
      sameAs: (t) =>
        and(
          eq(t.providerId, provider.providerId),
          eq(t.accountNumber, accountNumber),
          eq(t.amountCents, amount),
        )!,
      likeness: `${provider.providerId}:${accountNumber}:${amount}`,
      duplicateMessage: paymentMessages.paidRecently,
      merchantResponseUrl,
    });
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
      const charityPostingId = await postDonation(this.#directory, this.#log, row);
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
    // The names for the receipt mail, from the reference cache as the submission read them.
    const payee = await cachedProvider(this.#reference, this.#db, row.providerId);
    const charity =
      row.charityId === null
        ? null
        : await cachedProvider(this.#reference, this.#db, row.charityId);
    const done = await this.payments.endCaptured(
      row,
      'Successful',
      {
        statusMessage: null,
        payeePostingId,
        charityPostingId,
        receiptNumber: `R${String(row.id).padStart(9, '0')}`,
      },
      (ended) => receiptEmail(ended, payee?.name ?? '', charity?.name ?? null),
    );
    if (!done) return this.payments.byId(row.id);
    this.#log.info({ orderId: done.orderId }, 'payment successful and posted');
    return done;
  }

  async #reverse(row: TransactionRow, amount: Cents, reason: string): Promise<TransactionRow> {
    this.#log.warn({ orderId: row.orderId, reason }, 'payee refused a captured payment; refunding');
    if ((await this.payments.refund(row, amount)) !== null) return row;
    return (
      (await this.payments.move(row.id, 'Captured', 'Reversed', {
        statusMessage: paymentMessages.paymentReversed,
      })) ?? this.payments.byId(row.id)
    );
  }

  /**
   * The durable end of every bill pay (run by a timer on every API process): the life cycle's
   * sweep, then captured payments posted again; spent keys and captchas are swept with it.
   */
  async sweep(): Promise<{ expired: number; resumed: number; settled: number }> {
    const now = this.payments.now();
    const { expired, resumed } = await this.payments.sweep();
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
    await sweepSubmissions(this.#db, now);
    return { expired, resumed, settled: unposted.length };
  }
}
