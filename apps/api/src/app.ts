import fastifyCompress from '@fastify/compress';
import { errorMessages, topUpRange } from '@yo/domain';
import type { Sandbox } from '@yo/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { startHousekeeping } from './db/housekeeping.js';
import { ReferenceCache } from './db/reference-cache.js';
import { refused } from './http/envelope.js';
import { registerHealth } from './http/health.js';
import { registerClosingConnections } from './http/closing.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { createLogging } from './http/logging.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerJsonBodies } from './http/input.js';
import { openApiDocument } from './http/openapi.js';
import { registerRateLimits } from './http/rate-limits.js';
import { routeRegistrar } from './http/routes.js';
import { DEFAULT_OUTBOX_SETTINGS, OutboxWorker } from './integrations/outbox.js';
import { defaultOutsideWorld, type OutsideWorldFactory } from './outside-world.js';
import { startPaymentServices } from './payment-services.js';
import { seedDemoCustomer } from './demo/customer.js';
import { registerActivityRoutes } from './modules/activity/routes.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { registerPasskeyRoutes } from './modules/auth/passkeys.js';
import type { BillPayService } from './modules/billpay/payments.js';
import { seedProviders } from './modules/billpay/providers.js';
import { billPayOrders, registerBillPayRoutes } from './modules/billpay/routes.js';
import { VerificationCodes } from './modules/auth/codes.js';
import { createPasswords } from './modules/auth/passwords.js';
import { loadSigningKey, Tokens } from './modules/auth/tokens.js';
import { pageBanners } from './modules/content/banner-messages.js';
import { registerContentRoutes } from './modules/content/routes.js';
import { seedReferenceData } from './modules/content/seed.js';
import { registerCardRoutes } from './modules/customers/cards.js';
import type { CardChecks } from './modules/customers/card-check.js';
import { registerCustomerRoutes } from './modules/customers/routes.js';
import { seedCarriers } from './modules/topup/carriers.js';
import { registerPaymentRoutes } from './modules/payments/routes.js';
import { registerTopUpRoutes, topUpOrders } from './modules/topup/routes.js';
import { phoneProviderView, type TopUpService } from './modules/topup/service.js';
import { isWebAppPath, serveWebApp } from './web/static.js';

/** Bodies are small JSON documents; anything larger is refused before it is read. */
export const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppDependencies {
  /** An open database (tests share one); otherwise the app opens the configured one. */
  database?: DatabaseHandle;
  /**
   * The card gateway, payee directory, mail and SMS (server.ts passes them); unset means what the
   * configuration asks for: the sandbox in the demo, the configured services in a deployment.
   */
  outsideWorld?: OutsideWorldFactory;
  /** A running sandbox for the demo's outside world (tests share theirs); unset: one is started. */
  sandbox?: Sandbox;
  /** Where log lines go instead of stdout (tests read them to check what never appears there). */
  logStream?: NodeJS.WritableStream;
  /** Milliseconds since the epoch for payment deadlines (tests move it forward with the sandbox's). */
  clock?: () => number;
  /** With the sandbox on, make the demo customer and its history (`pnpm start` does). */
  demoCustomer?: boolean;
}

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  sandbox: Sandbox | null;
  outbox: OutboxWorker;
  billPay: BillPayService;
  topUp: TopUpService;
  cardChecks: CardChecks;
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<App> {
  const logging = createLogging(config.logLevel, dependencies.logStream);
  const server = Fastify({
    ...logging.serverOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    // The spec writes paths in mixed case (Customers/update, customers/getbyuserid).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // X-Forwarded-For/-Proto only from the proxies named in TRUST_PROXY: from anyone else they
    // are whatever the sender wrote (a fresh address per request would get fresh limits).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  logging.attach(server);
  registerClosingConnections(server);
  const database = dependencies.database ?? (await openDatabase(config));
  const { db } = database;
  const outsideWorld =
    dependencies.outsideWorld ??
    (await defaultOutsideWorld(config, {
      ...(dependencies.sandbox ? { sandbox: dependencies.sandbox } : {}),
      persistPanTokens:
        !dependencies.database && !config.databaseUrl && !config.dataDir.startsWith('memory:'),
    }));
  const world = await outsideWorld(server);
  const { gateway, mailer, sms, sandbox } = world;

  await seedReferenceData(db);
  await seedProviders(db);
  await seedCarriers(db);

  const outbox = new OutboxWorker(
    db,
    mailer,
    sms,
    {
      ...DEFAULT_OUTBOX_SETTINGS,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
    },
    server.log,
  );
  let stopHousekeeping: (() => void) | null = null;
  server.addHook('onReady', async () => {
    stopHousekeeping = startHousekeeping(db, server.log);
  });
  server.addHook('onReady', async () => outbox.start());
  server.addHook('onClose', async () => {
    stopHousekeeping?.();
    await outbox.stop();
    await world.close();
    if (!dependencies.database) await database.close();
  });

  registerErrorHandling(server);
  registerSecurityHeaders(server, {
    webDist: config.webDist,
    // The gateway's 3-D Secure page sits in the app's iframe by srcdoc, under the page's CSP.
    framedPages: sandbox ? (await import('./demo/sandbox-csp.js')).sandboxFramedPages() : [],
    extraScriptHashes: config.cspScriptHashes,
    // Issuers' ACS pages are on their own https hosts; the demo's sandbox is this origin.
    gatewayOrigins: sandbox && !config.powertranzBaseUrl ? [] : ['https:'],
  });
  registerJsonBodies(server);
  if (config.production) await server.register(fastifyCompress, { global: true });
  const limitCounters = await registerRateLimits(server, config.redisUrl);

  const signingKey = await loadSigningKey(db, config.jwtSecret);
  const tokens = new Tokens(db, signingKey);
  const reference = new ReferenceCache(db, { maxAgeMs: config.referenceMaxAgeMs });
  const context: AppContext = {
    config,
    db,
    reference,
    tokens,
    passwords: await createPasswords(config.passwordHashing),
    codes: new VerificationCodes(db, signingKey, () => outbox.wake()),
    define: routeRegistrar(server, (token) => tokens.verify(token), config.rateLimitScale),
    wakeOutbox: () => outbox.wake(),
  };

  const { billPay, topUp, cardChecks, captcha } = startPaymentServices(server, {
    config,
    database,
    reference,
    signingKey,
    world,
    wakeOutbox: () => outbox.wake(),
    ...(dependencies.clock ? { clock: dependencies.clock } : {}),
  });

  registerHealth(server, {
    token: config.healthDetailsToken,
    database: database.kind,
    limits: limitCounters,
  });
  registerAuthRoutes(context, { server, limitCounters, captcha });
  registerPasskeyRoutes(context);
  registerCustomerRoutes(context);
  registerContentRoutes(context);
  registerBillPayRoutes(context, { service: billPay });
  registerTopUpRoutes(context, { service: topUp });
  // The 3-D Secure result URL, DownloadReceipt and the captcha serve every kind of payment.
  registerPaymentRoutes(context, server, {
    gateway,
    captcha,
    kinds: [billPayOrders(context, billPay), topUpOrders(topUp)],
    pageKinds: [cardChecks.resultPages()],
  });
  registerActivityRoutes(
    context,
    server.log,
    dependencies.clock ? { clock: dependencies.clock } : {},
  );
  registerCardRoutes(context, {
    checks: cardChecks,
    ...(dependencies.clock ? { clock: dependencies.clock } : {}),
  });
  const document = openApiDocument(context.define.registered);
  server.get('/api/docs', async () => document);

  // The demo customer lives beside the sandbox only; the sandbox page shows its credentials.
  const demo =
    sandbox && dependencies.demoCustomer
      ? await seedDemoCustomer(db, context.passwords, new Date((dependencies.clock ?? Date.now)()))
      : null;
  if (demo) {
    server.log.info(
      { customerId: demo.customerId, added: demo.added },
      `Demo customer: log in as ${demo.email} with password ${demo.password}`,
    );
  }
  // Only the demo's world has a sandbox: a deployment never serves /sandbox.
  if (sandbox) {
    await server.register(sandbox.plugin, {
      prefix: '/sandbox',
      demoCustomer: demo && { email: demo.email, password: demo.password },
    });
  }

  const spaFallback = config.production
    ? await serveWebApp(server, config.webDist, {
        guestBanners: (pageName) => pageBanners(reference, db, pageName, false),
        // The carriers' bounds as topup/GetPhoneProviders answers them (cached by the service).
        topUpRange: async () => topUpRange((await topUp.carriers()).map(phoneProviderView)),
      })
    : null;

  server.setNotFoundHandler((request, reply) => {
    if (
      spaFallback &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isWebAppPath(request.url)
    ) {
      return spaFallback(request, reply);
    }
    return reply.code(404).send(refused(errorMessages.pageNotFound));
  });

  return { server, database, sandbox, outbox, billPay, topUp, cardChecks };
}
