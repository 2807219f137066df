import {
  ACCOUNT_ACTIVE,
  customerPaymentTotal,
  errorMessages,
  parseAmount,
  routes,
  toCents,
  toWireAmount,
} from '@yo/domain';
import type { AppContext } from '../../context.js';
import {
  REFERENCE_LIST_CACHE_CONTROL,
  SENDS_CACHED as cached,
  cachedJson,
  sendCached,
} from '../../http/cached-answer.js';
import { ok, refused } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import {
  idempotencyKeyOf,
  merchantResponseUrl,
  paymentOrders,
  type PaymentRoutesKind,
} from '../payments/routes.js';
import { cachedActiveProviders, cachedProvider, providerView } from './providers.js';
import type { BillPayService, TransactionRow } from './payments.js';
import { receiptFileName, receiptLines, receiptPdf } from './receipt.js';

const limits = {
  lookup: { max: 120, timeWindow: '1 minute' },
  accountCheck: { max: 30, timeWindow: '1 minute' },
  submit: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

export interface BillPayRouteDependencies {
  service: BillPayService;
}

/** Bill pay as the routes every payment shares see it (modules/payments/routes.ts). */
export function billPayOrders(
  context: AppContext,
  service: BillPayService,
): PaymentRoutesKind<TransactionRow> {
  const { db, reference } = context;
  async function names(row: TransactionRow) {
    const payee = await cachedProvider(reference, db, row.providerId);
    const charity =
      row.charityId === null ? null : await cachedProvider(reference, db, row.charityId);
    return { payee: payee?.name ?? '', charity: charity?.name ?? null };
  }
  return paymentOrders<TransactionRow>(service.payments, {
    async receiptLines(row) {
      const { payee, charity } = await names(row);
      return receiptLines(row, payee, charity);
    },
    async receiptPdf(row) {
      const { payee, charity } = await names(row);
      return {
        fileName: receiptFileName(row.orderId),
        bytes: await receiptPdf(row, payee, charity),
      };
    },
  });
}

export function registerBillPayRoutes(context: AppContext, deps: BillPayRouteDependencies): void {
  const { db, define, reference } = context;
  const { service } = deps;

  // Public lists from the reference cache: no database read, no limit to count in Redis.
  define(routes.providers, cached, async (_input, request, reply) => {
    const answer = await reference.get('providers', ['providers'], async () =>
      cachedJson(ok((await cachedActiveProviders(reference, db)).map(providerView))),
    );
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.charities, cached, async (_input, request, reply) => {
    const answer = await reference.get('charities', ['providers'], async () => {
      const rows = await cachedActiveProviders(reference, db);
      return cachedJson(
        ok(
          rows
            .filter((row) => row.type === 'Charity')
            .map((row) => ({ providerId: row.providerId, name: row.name })),
        ),
      );
    });
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.validateAccount, { rateLimit: limits.accountCheck }, async ({ query }) => {
    const provider = await cachedProvider(reference, db, query.providerId);
    const check = await service.checkAccount(provider, query.accountNumber, query.amount);
    if (!check.ok) return refused(check.msg, { field: check.field });
    return ok({ status: ACCOUNT_ACTIVE, nameonaccount: check.nameOnAccount });
  });

  define(routes.customerPaymentAmount, { rateLimit: limits.lookup }, async ({ query }) => {
    const provider = await cachedProvider(reference, db, query.merchantId);
    const amount = parseAmount(query.billpayAmount);
    if (!provider || amount === undefined || amount < 0)
      return refused(errorMessages.feeCalculationFailed);
    const total = customerPaymentTotal(
      amount,
      provider.customerCardRate,
      toCents(provider.customerFeeCents),
    );
    return ok({
      customerPaymentAmt: toWireAmount(total),
      customerCardRate: Number(provider.customerCardRate),
    });
  });

  define(
    routes.postBillPay,
    { rateLimit: limits.submit },
    async ({ body, principal }, request, reply) => {
      const result = await service.submitOnce(
        idempotencyKeyOf(request),
        principal!,
        body,
        merchantResponseUrl(context, request),
      );
      return reply.code(result.status).send(result.body);
    },
  );
}
