import { paymentMessages, routes, toCents, toWireAmount, topUpServerMessages } from '@yo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import type { AuthenticationResult } from '../../integrations/card-gateway.js';
import type { Principal } from '../auth/tokens.js';
import { failurePage, processingPage, successPage } from '../billpay/result-page.js';
import { topUpReceiptFileName, topUpReceiptLines, topUpReceiptPdf } from './receipt.js';
import { phoneProviderView, type TopUpService } from './service.js';

const limits = {
  lookup: { max: 120, timeWindow: '1 minute' },
  msisdn: { max: 30, timeWindow: '1 minute' },
  submit: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export interface TopUpRouteDependencies {
  service: TopUpService;
  /** Where the ACS page posts its result (the same URL as bill pay's). */
  merchantResponseUrl(request: FastifyRequest): string;
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
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !IDEMPOTENCY_KEY.test(key))
        throw new HttpError(400, paymentMessages.idempotencyKeyRequired);
      const result = await service.submitOnce(
        key,
        principal!,
        body,
        deps.merchantResponseUrl(request),
      );
      return reply.code(result.status).send(result.body);
    },
  );
}

/** A top-up's result page after the ACS answered, or null when the answer is not a top-up's. */
export async function topUpResultPage(
  service: TopUpService,
  auth: AuthenticationResult,
  appOrigin: string,
  nonce: string,
): Promise<string | null> {
  const row = await service.completeAuthentication(auth);
  if (!row) return null;
  if (row.status === 'Successful') {
    return successPage({
      orderId: row.orderId,
      lines: topUpReceiptLines(row, await service.names(row)),
      appOrigin,
      nonce,
    });
  }
  if (row.status === 'Failed')
    return failurePage(row.statusMessage, nonce, { orderId: row.orderId, appOrigin });
  if (row.status === 'Reversed') return failurePage(row.statusMessage, nonce);
  return processingPage(nonce, { orderId: row.orderId, appOrigin });
}

/** A top-up's receipt for its payer (the paying session, or the customer), or null. */
export async function sendTopUpReceipt(
  service: TopUpService,
  orderId: string,
  principal: Principal | null,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const row = await service.findByOrderId(orderId);
  const owner =
    row !== null &&
    principal !== null &&
    (row.sessionId === principal.sessionId ||
      (row.customerId !== null && row.customerId === principal.customerId));
  if (!row || !owner || row.status !== 'Successful') return null;
  const pdf = await topUpReceiptPdf(row, await service.names(row));
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${topUpReceiptFileName(row.orderId)}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
