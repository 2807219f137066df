import fastifyCompress from '@fastify/compress';
import { createSandbox, type Sandbox } from '@yo/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorMessages } from '@yo/domain';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { HttpError, ok, refused } from './http/envelope.js';
import { registerErrorHandling } from './http/errors.js';
import { loggerOptions } from './http/logging.js';
import { isWebAppPath, serveWebApp } from './web/static.js';

/** Bodies are small JSON documents; anything larger is refused before it is read. */
export const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppDependencies {
  /** An open database (tests share one); otherwise the app opens the configured one. */
  database?: DatabaseHandle;
  /** A running sandbox; otherwise the app starts one when the configuration turns it on. */
  sandbox?: Sandbox;
  /** Replace the logger (tests capture log lines to check what never appears in them). */
  logger?: FastifyInstance['log'];
}

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  sandbox: Sandbox | null;
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<App> {
  const server = Fastify({
    ...(dependencies.logger
      ? { loggerInstance: dependencies.logger }
      : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec writes paths in mixed case (Customers/update, customers/getbyuserid).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.production,
  });
  const database = dependencies.database ?? (await openDatabase(config));
  const sandbox =
    dependencies.sandbox ??
    (config.sandbox ? await createSandbox({ smtpPort: config.sandboxSmtpPort }) : null);

  server.addHook('onClose', async () => {
    if (!dependencies.sandbox) await sandbox?.close();
    if (!dependencies.database) await database.close();
  });

  registerErrorHandling(server);
  // An empty body with a JSON content type (query-only POSTs) means "no body", not an error.
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') done(null, undefined);
      else parseJson(request, text, done);
    },
  );

  if (config.production) await server.register(fastifyCompress, { global: true });

  server.get('/api/health', async () => ok({ status: 'ok', database: database.kind }));

  if (sandbox) await server.register(sandbox.plugin, { prefix: '/sandbox' });

  const spaFallback = config.production ? await serveWebApp(server, config.webDist) : null;

  server.setNotFoundHandler((request, reply) => {
    if (spaFallback && (request.method === 'GET' || request.method === 'HEAD') && isWebAppPath(request.url)) {
      return spaFallback(request, reply);
    }
    return reply.code(404).send(refused(errorMessages.pageNotFound));
  });

  return { server, database, sandbox };
}

export { HttpError };
