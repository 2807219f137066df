/**
 * The routes every kind of card payment shares: the 3-D Secure result URL and its page,
 * DownloadReceipt, and the captcha challenge. Each kind plugs in how it completes an ACS answer,
 * finds an order, and names its receipt; the routes answer once, whichever kind it is.
 */
import { randomBytes } from 'node:crypto';
import { paymentMessages, routes, type OrderStatus } from '@yo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import type { AuthenticationResult, CardGateway } from '../../integrations/card-gateway.js';
import type { Captcha } from '../../integrations/captcha.js';
import type { Principal } from '../auth/tokens.js';
import { registerOrderStatusRoute } from './order-status.js';
import { alreadyCompletedPage, failurePage, processingPage, successPage } from './result-page.js';

/** Where the ACS page posts its result (PowerTranz's MerchantResponseUrl). */
export const PAYMENT_RESPONSE_PATH = '/api/Transaction/PaymentResponse';
/** The ALTCHA widget's `challengeurl`. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

const limits = {
  response: { max: 30, timeWindow: '1 minute' },
  receipt: { max: 30, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** A payment POST's Idempotency-Key header: refused (400) when missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(400, paymentMessages.idempotencyKeyRequired);
  return key;
}

/** This server's origin as the browser reached it (PUBLIC_URL when set, the request's otherwise). */
export function originOf(context: AppContext, request: FastifyRequest): string {
  if (context.config.publicUrl) return new URL(context.config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** Where this server's ACS answers are posted, as the browser reaches it. */
export function merchantResponseUrl(context: AppContext, request: FastifyRequest): string {
  return `${originOf(context, request)}${PAYMENT_RESPONSE_PATH}`;
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

/** What the shared routes need of a paid order, whatever its kind. */
export interface PaidOrder {
  orderId: string;
  status: OrderStatus['status'];
  statusMessage: string | null;
  email: string;
  sessionId: string;
  customerId: number | null;
}

/** A kind of payment as the shared routes see it. */
export interface PaymentRoutesKind<Order extends PaidOrder = PaidOrder> {
  /** The ACS's answer, completed: the order as it stands, or null when it is not this kind's. */
  completeAuthentication(auth: AuthenticationResult): Promise<Order | null>;
  findByOrderId(orderId: string): Promise<Order | null>;
  /** True the first time a successful order's result page is shown (a replay gets false). */
  claimResultPage(order: Order): Promise<boolean>;
  receiptLines(order: Order): Promise<Array<[string, string]>>;
  receiptPdf(order: Order): Promise<{ fileName: string; bytes: Uint8Array }>;
}

/**
 * A kind for the shared routes: its payments (the life cycle answers the ACS, finds orders and
 * claims the result page) and its receipt.
 */
export function paymentOrders<Order extends PaidOrder>(
  payments: Pick<
    PaymentRoutesKind<Order>,
    'completeAuthentication' | 'findByOrderId' | 'claimResultPage'
  >,
  receipt: Pick<PaymentRoutesKind<Order>, 'receiptLines' | 'receiptPdf'>,
): PaymentRoutesKind<Order> {
  return {
    completeAuthentication: (auth) => payments.completeAuthentication(auth),
    findByOrderId: (orderId) => payments.findByOrderId(orderId),
    claimResultPage: (order) => payments.claimResultPage(order),
    ...receipt,
  };
}

/**
 * A kind that is no paid order (the card check): the result route completes its ACS answers at
 * the kind's own MerchantResponseUrl as well, and shows the kind's page.
 */
export interface ResultPageKind<Row> {
  path: string;
  completeAuthentication(auth: AuthenticationResult): Promise<Row | null>;
  page(row: Row, target: { orderId: string; appOrigin: string; nonce: string }): string;
}

/** A kind's part, typed for the list of kinds the routes go through. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own order
type AnyKind = PaymentRoutesKind<any>;

export interface PaymentRouteDependencies {
  gateway: CardGateway;
  captcha: Captcha;
  kinds: AnyKind[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own row
  pageKinds?: ResultPageKind<any>[];
}

/** A guest's receipt belongs to the token session that paid; a customer's to the customer. */
function ownedBy(order: PaidOrder, principal: Principal | null): boolean {
  return (
    principal !== null &&
    (order.sessionId === principal.sessionId ||
      (order.customerId !== null && order.customerId === principal.customerId))
  );
}

export function registerPaymentRoutes(
  context: AppContext,
  server: FastifyInstance,
  { gateway, captcha, kinds, pageKinds = [] }: PaymentRouteDependencies,
): void {
  const { define, config } = context;
  const scale = config.rateLimitScale;
  const rateLimit = (limit: RateLimit) => ({
    rateLimit: { max: limit.max * scale, timeWindow: limit.timeWindow },
  });

  /** The order with this id, of whichever kind has it, with its kind. */
  async function findOrder(orderId: string) {
    for (const kind of kinds) {
      const order = await kind.findByOrderId(orderId);
      if (order) return { kind, order };
    }
    return null;
  }

  registerOrderStatusRoute(context, async (orderId, principal) => {
    const found = await findOrder(orderId);
    if (!found || !ownedBy(found.order, principal)) return null;
    return { order: found.order, receiptLines: () => found.kind.receiptLines(found.order) };
  });

  define(
    routes.downloadReceipt,
    { rateLimit: limits.receipt },
    async ({ query, principal }, _request, reply) => {
      const found = await findOrder(query.orderId);
      if (!found || !ownedBy(found.order, principal) || found.order.status !== 'Successful')
        throw new HttpError(404, paymentMessages.receiptNotFound);
      const pdf = await found.kind.receiptPdf(found.order);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  server.get(
    CAPTCHA_CHALLENGE_PATH,
    { config: rateLimit(limits.captcha) },
    async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send(await captcha.challenge());
    },
  );

  /** The page an ACS answer gets: the order's outcome, once; a replay of a success, no receipt. */
  async function resultPage(auth: AuthenticationResult, appOrigin: string, nonce: string) {
    for (const kind of kinds) {
      const order = await kind.completeAuthentication(auth);
      if (!order) continue;
      if (order.status === 'Successful') {
        if (!(await kind.claimResultPage(order))) return alreadyCompletedPage(order.orderId, nonce);
        const lines = await kind.receiptLines(order);
        return successPage({ orderId: order.orderId, lines, appOrigin, nonce });
      }
      if (order.status === 'Failed') {
        const retry = { orderId: order.orderId, appOrigin };
        return failurePage(order.statusMessage, nonce, retry);
      }
      if (order.status === 'Reversed') return failurePage(order.statusMessage, nonce);
      return processingPage(nonce, { orderId: order.orderId, appOrigin });
    }
    for (const kind of pageKinds) {
      const row = await kind.completeAuthentication(auth);
      if (row) return kind.page(row, { orderId: auth.orderIdentifier ?? '', appOrigin, nonce });
    }
    return null;
  }

  // The ACS page posts a browser form (application/x-www-form-urlencoded) inside the iframe.
  void server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // One handler, at the payments' MerchantResponseUrl and at each page kind's own.
    const paths = new Set([PAYMENT_RESPONSE_PATH, ...pageKinds.map((kind) => kind.path)]);
    for (const path of paths) {
      scope.post<{ Body: Record<string, string> | undefined }>(
        path,
        { config: rateLimit(limits.response) },
        async (request, reply) => {
          const nonce = randomBytes(16).toString('base64');
          const appOrigin = originOf(context, request);
          const auth = gateway.readAuthentication(request.body ?? {});
          const html = auth ? await resultPage(auth, appOrigin, nonce) : null;
          if (html === null) {
            reply.code(404);
            return sendPage(reply, failurePage(null, nonce), nonce, appOrigin);
          }
          return sendPage(reply, html, nonce, appOrigin);
        },
      );
    }
  });
}
