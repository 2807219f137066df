import { routes, toCents, toWireAmount, topUpServerMessages } from '@yo/domain';
import type { AppContext } from '../../context.js';
import { ok, refused } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import {
  idempotencyKeyOf,
  merchantResponseUrl,
  paymentOrders,
  type PaymentRoutesKind,
} from '../payments/routes.js';
import { topUpReceiptFileName, topUpReceiptLines, topUpReceiptPdf } from './receipt.js';
import { phoneProviderView, type TopUpRow, type TopUpService } from './service.js';

const limits = {
  lookup: { max: 120, timeWindow: '1 minute' },
  msisdn: { max: 30, timeWindow: '1 minute' },
  submit: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

export interface TopUpRouteDependencies {
  service: TopUpService;
}

/** The topup/* calls of section 7. */
export function registerTopUpRoutes(context: AppContext, deps: TopUpRouteDependencies): void {
  const { define } = context;
  const { service } = deps;

  define(routes.topUpCountries, { rateLimit: limits.lookup }, async () => {
    const rows = await service.countries();
    return ok(
      rows.map(({ countryId, description, phoneCode, code }) => ({
        countryId,
        description,
        phoneCode,
        code,
      })),
    );
  });

  define(routes.vat, { rateLimit: limits.lookup }, async ({ query }) => {
    const country = await service.country(query.countryId);
    if (!country) return refused(topUpServerMessages.countryNotFound);
    return ok(Number(country.vatRate));
  });

  define(routes.phoneProviders, { rateLimit: limits.lookup }, async () => {
    return ok((await service.carriers()).map(phoneProviderView));
  });

  define(routes.presetTopUps, { rateLimit: limits.lookup }, async ({ query }) => {
    const rows = await service.presets(query.phoneProviderId);
    return ok(
      rows.map((row) => ({
        id: row.id,
        amount: toWireAmount(toCents(row.amountCents)),
        phoneProviderId: row.phoneProviderId,
        status: row.status,
      })),
    );
  });

  define(routes.validateMsisdn, { rateLimit: limits.msisdn }, async ({ query }) => {
    const check = await service.checkMsisdn(query.msisdn);
    if (!check.ok) return refused(check.msg);
    return ok({ phoneProvider: phoneProviderView(check.carrier) });
  });

  define(
    routes.postTopUp,
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

/** Top-up as the routes every payment shares see it (modules/payments/routes.ts). */
export function topUpOrders(service: TopUpService): PaymentRoutesKind<TopUpRow> {
  return paymentOrders<TopUpRow>(service.payments, {
    receiptLines: async (row) => topUpReceiptLines(row, await service.names(row)),
    async receiptPdf(row) {
      return {
        fileName: topUpReceiptFileName(row.orderId),
        bytes: await topUpReceiptPdf(row, await service.names(row)),
      };
    },
  });
}
