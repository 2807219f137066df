import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyServerOptions,
  onResponseHookHandler,
} from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';

/** Query parameters whose values are secrets (reset refs, tokens, codes) and never reach a log. */
const SECRET_QUERY_KEYS = new Set(['ref', 'token', 'code', 'smscode', 'password', 'validstring']);

export function sanitizeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[Redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Fields of database errors that carry the values of a query: its parameters, the row's key. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'args', 'values']);

/** Error text with the values of a query cut out (Drizzle writes them after `params:`). */
function scrubText(text: string): string {
  return text
    .replace(/^params: .*$/gm, 'params: [Redacted]')
    .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/g, '$1"[Redacted]"')
    .replace(/(Key \([^)]*\)=)\([^\n]*?\)( already exists| is not present)/g, '$1([Redacted])$2');
}

/**
 * An error as the log keeps it: its type, message, stack, code and other fields, causes included,
 * but never the values a query was sent with (emails, phones, account numbers, names, session
 * ids): a database error carries them in its parameters, its detail and its message.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return typeof error === 'string' ? scrubText(error) : error;
  }
  if (depth > 5) return '[Cause chain cut]';
  const source = error as Error & Record<string, unknown>;
  const result: Record<string, unknown> = {
    type: source.constructor?.name ?? 'Error',
    message: scrubText(String(source.message ?? '')),
  };
  if (typeof source.stack === 'string') result.stack = scrubText(source.stack);
  for (const [key, value] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (VALUE_FIELDS.has(key)) result[key] = '[Redacted]';
    else if (typeof value === 'string') result[key] = scrubText(value);
    else if (typeof value !== 'object' || value === null) result[key] = value;
  }
  if (source.cause !== undefined) result.cause = serializeError(source.cause, depth + 1);
  return result;
}

/** serializeError as pino's `err` serializer is typed. */
const logError = (error: unknown) =>
  serializeError(error) as { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Pino settings: request logs carry the method, a sanitised URL and the client address; headers
 * with credentials and any body field that could hold a password, code or token are redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.Password',
        '*.sMSCode',
        '*.code',
        '*.token',
        '*.ValidString',
        '*.codeHash',
        '*.passwordHash',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      err: logError,
      error: logError,
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: sanitizeUrl(request.url), remoteAddress: request.ip };
      },
      // Fastify's own, which a logger made outside Fastify (createLogging) must bring.
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** Fastify's logger is pino, which also says whether a level is written. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that makes pino's child (the request id, through the redaction above) only
 * when the request writes a line at an enabled level. Made on every request, the child cost more
 * than answering a cached public read, and at the usual levels almost no request writes a line.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: PinoLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: PinoLogger | null = null;

  constructor(parent: PinoLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): PinoLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options) as PinoLogger;
    return this.#child;
  }

  #write(level: Level, args: LogArguments): void {
    const logger = this.#child ?? this.#parent;
    if (logger.isLevelEnabled(level))
      (this.#made()[level] as (...line: LogArguments) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  silent(): void {
    // The level that writes nothing: there is nothing to do, and no child to make for it.
  }

  trace(...args: LogArguments): void {
    this.#write('trace', args);
  }

  debug(...args: LogArguments): void {
    this.#write('debug', args);
  }

  info(...args: LogArguments): void {
    this.#write('info', args);
  }

  warn(...args: LogArguments): void {
    this.#write('warn', args);
  }

  error(...args: LogArguments): void {
    this.#write('error', args);
  }

  fatal(...args: LogArguments): void {
    this.#write('fatal', args);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or pino's child at once when the route sets a
 * level of its own (the parent's levels then say nothing about the child's).
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) =>
  options.level === undefined
    ? new RequestLogger(parent as PinoLogger, bindings, options)
    : parent.child(bindings, options);

/** Whether `level` writes info lines (Fastify's "incoming request" and "request completed"). */
function writesInfo(log: Logger, level: string): boolean {
  return (log.levels.values[level] ?? Infinity) <= log.levels.values.info!;
}

/** Does nothing itself: its presence makes Fastify time the response (see createLogging). */
const timesTheResponse: onResponseHookHandler = (_request, _reply, done) => done();

export interface Logging {
  /** Fastify's options for the app's logger. */
  serverOptions: Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory'>;
  /** Makes the app's logger `server.log`: call before anything is registered on the server. */
  attach(server: FastifyInstance): void;
}

/**
 * The app's logger, made here rather than by Fastify. Given a logger of its own, Fastify adds
 * 'finish' and 'error' listeners to every response to time it for its "request completed" line,
 * at any level: measured side by side on GET service status, 10–23 µs of CPU a request, 9–20 %
 * of a cached public read. So Fastify gets none (`logger: false`), and:
 * - every request's logger still comes from requestLoggerFactory, over this pino, so Fastify's
 *   own request lines ("incoming request", its warnings about a reply) are written as before;
 * - `server.log` is this pino (attach), for the app's lines and Fastify's server-level ones;
 * - when the server's level (or a route's own) writes info lines, an onResponse hook is added,
 *   for which Fastify sets up its timing listeners and writes "request completed" (or "request
 *   errored") as it did.
 */
export function createLogging(level: string, stream?: NodeJS.WritableStream): Logging {
  const log = pino(loggerOptions(level) as LoggerOptions, stream);
  return {
    serverOptions: {
      logger: false,
      childLoggerFactory(_noLogger, bindings, options, raw) {
        return requestLoggerFactory.call(this, log, bindings, options, raw);
      },
    },
    attach(server) {
      server.log = log;
      // Every answer, the not-found handler's pages included, when the server writes info.
      if (writesInfo(log, log.level)) server.addHook('onResponse', timesTheResponse);
      else {
        server.addHook('onRoute', (route) => {
          if (!route.logLevel || !writesInfo(log, route.logLevel)) return;
          const own = route.onResponse;
          route.onResponse = [...(own === undefined ? [] : [own].flat()), timesTheResponse];
        });
      }
    },
  };
}
