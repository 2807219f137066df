import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_ACTIVE,
  customerPaymentTotal,
  errorMessages,
  parseAmount,
  paymentMessages,
  routes,
  toCents,
  toWireAmount,
} from '@yo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  REFERENCE_LIST_CACHE_CONTROL,
  SENDS_CACHED as cached,
  cachedJson,
  sendCached,
} from '../../http/cached-answer.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import type { AuthenticationResult, CardGateway } from '../../integrations/card-gateway.js';
import type { Captcha } from '../../integrations/captcha.js';
import type { Principal } from '../auth/tokens.js';
import { cachedActiveProviders, cachedProvider, providerView } from './providers.js';
import type { BillPayService, TransactionRow } from './payments.js';
import { failurePage, processingPage, successPage } from './result-page.js';
import { receiptFileName, receiptLines, receiptPdf } from './receipt.js';

/** Where the ACS page posts its result (PowerTranz's MerchantResponseUrl). */
export const PAYMENT_RESPONSE_PATH = '/api/Transaction/PaymentResponse';
/** The ALTCHA widget's `challengeurl`. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

const limits = {
  lookup: { max: 120, timeWindow: '1 minute' },
  accountCheck: { max: 30, timeWindow: '1 minute' },
  submit: { max: 10, timeWindow: '1 minute' },
  response: { max: 30, timeWindow: '1 minute' },
  receipt: { max: 30, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export interface BillPayRouteDependencies {
  service: BillPayService;
  gateway: CardGateway;
  captcha: Captcha;
  /**
   * Other card payments (top-up) sharing the 3-D Secure result URL and DownloadReceipt: each
   * answers null when the order is not theirs.
   */
  otherPayments?: OtherPayments;
}

export interface OtherPayments {
  resultPage(auth: AuthenticationResult, appOrigin: string, nonce: string): Promise<string | null>;
  sendReceipt(
    orderId: string,
    principal: Principal | null,
    reply: FastifyReply,
  ): Promise<FastifyReply | null>;
}

/** This server's origin as the browser reached it (PUBLIC_URL when set, the request's otherwise). */
export function originOf(context: AppContext, request: FastifyRequest): string {
  if (context.config.publicUrl) return new URL(context.config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

export function sendPage(reply: FastifyReply, html: string, nonce: string, appOrigin: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; font-src 'self'; frame-ancestors 'self' ${appOrigin}; base-uri 'none'; form-action 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

export function registerBillPayRoutes(
  context: AppContext,
  server: FastifyInstance,
  deps: BillPayRouteDependencies,
): void {
  const { db, define, config, reference } = context;
  const { service, gateway, captcha, otherPayments } = deps;
  const scale = config.rateLimitScale;
  const rateLimit = (limit: RateLimit) => ({
    rateLimit: { max: limit.max * scale, timeWindow: limit.timeWindow },
  });

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
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !IDEMPOTENCY_KEY.test(key))
        throw new HttpError(400, paymentMessages.idempotencyKeyRequired);
      const merchantResponseUrl = `${originOf(context, request)}${PAYMENT_RESPONSE_PATH}`;
      const result = await service.submitOnce(key, principal!, body, merchantResponseUrl);
      return reply.code(result.status).send(result.body);
    },
  );

  define(
    routes.downloadReceipt,
    { rateLimit: limits.receipt },
    async ({ query, principal }, _request, reply) => {
      const row = await service.findByOrderId(query.orderId);
      if (!row && otherPayments) {
        const sent = await otherPayments.sendReceipt(query.orderId, principal, reply);
        if (sent) return sent;
      }
      // A guest's receipt belongs to the token session that paid; a customer's to the customer.
      const owner =
        row !== null &&
        principal !== null &&
        (row.sessionId === principal.sessionId ||
          (row.customerId !== null && row.customerId === principal.customerId));
      if (!row || !owner || row.status !== 'Successful')
        throw new HttpError(404, paymentMessages.receiptNotFound);
      const { payee, charity } = await names(row);
      const pdf = await receiptPdf(row, payee, charity);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(row.orderId)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  async function names(row: TransactionRow) {
    const payee = await cachedProvider(reference, db, row.providerId);
    const charity =
      row.charityId === null ? null : await cachedProvider(reference, db, row.charityId);
    return { payee: payee?.name ?? '', charity: charity?.name ?? null };
  }

  server.get(
    CAPTCHA_CHALLENGE_PATH,
    { config: rateLimit(limits.captcha) },
    async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send(await captcha.challenge());
    },
  );

  // The ACS page posts a browser form (application/x-www-form-urlencoded) inside the iframe.
  void server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Body: Record<string, string> | undefined }>(
      PAYMENT_RESPONSE_PATH,
      { config: rateLimit(limits.response) },
      async (request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        const appOrigin = originOf(context, request);
        const auth = gateway.readAuthentication(request.body ?? {});
        const row = auth ? await service.completeAuthentication(auth) : null;
        if (!row && auth && otherPayments) {
          const html = await otherPayments.resultPage(auth, appOrigin, nonce);
          if (html !== null) return sendPage(reply, html, nonce, appOrigin);
        }
        if (!row) {
          reply.code(404);
          return sendPage(reply, failurePage(null, nonce), nonce, appOrigin);
        }
        if (row.status === 'Successful') {
          const { payee, charity } = await names(row);
          return sendPage(
            reply,
            successPage({
              orderId: row.orderId,
              lines: receiptLines(row, payee, charity),
              appOrigin,
              nonce,
            }),
            nonce,
            appOrigin,
          );
        }
        if (row.status === 'Failed') {
          const retry = { orderId: row.orderId, appOrigin };
          return sendPage(reply, failurePage(row.statusMessage, nonce, retry), nonce, appOrigin);
        }
        if (row.status === 'Reversed') {
          return sendPage(reply, failurePage(row.statusMessage, nonce), nonce, appOrigin);
        }
        return sendPage(
          reply,
          processingPage(nonce, { orderId: row.orderId, appOrigin }),
          nonce,
          appOrigin,
        );
      },
    );
  });
}
