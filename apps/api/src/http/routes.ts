import { createHash } from 'node:crypto';
import { INT4_MAX, MAX_WIRE_AMOUNT, WELL_FORMED_TEXT, type RouteDefinition } from '@yo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate, type Infer, type Struct, type StructError } from 'superstruct';
import type { Principal, TokenKind } from '../modules/auth/tokens.js';
import { rememberedUrlChecks } from './checked-urls.js';
import { HttpError } from './envelope.js';
import { TOO_DEEP, unacceptableInput } from './input.js';
import { serverMessages } from './server-messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The account counter the per-account limiter is looking at (set just before it counts). */
    accountLimitKey?: string;
  }
}

export interface RateLimit {
  /** Requests per window from one client address (scaled by RATE_LIMIT_SCALE). */
  max: number;
  timeWindow: string;
}

/**
 * A limit per account beside the per-address one: counted per email, phone or session whatever
 * address the requests come from (in Redis when REDIS_URL is set, so across processes too).
 */
export interface AccountLimit<D extends RouteDefinition = RouteDefinition> extends RateLimit {
  /** Names the counter (`login-email`): each limit counts on its own. */
  name: string;
  /** The account a request is about, from its checked input; null counts nothing. */
  key(input: RouteInput<D>): string | null | undefined;
}

export interface RouteOptions<D extends RouteDefinition = RouteDefinition> {
  rateLimit?: RateLimit;
  accountLimits?: readonly AccountLimit<D>[];
  /** Also accept a login's otp-pending token (the code calls between password and code). */
  allowOtpPending?: boolean;
  /** The handler sends its own compressed bytes (http/cached-json.ts): none of @fastify/compress. */
  compressesItself?: boolean;
}

type Part<D, K extends string> =
  D extends Record<K, infer S> ? (S extends Struct<infer T, infer _> ? T : never) : undefined;

export interface RouteInput<D extends RouteDefinition> {
  params: Part<D, 'params'>;
  query: Part<D, 'query'>;
  body: Part<D, 'body'>;
  principal: Principal | null;
}

export type RouteHandler<D extends RouteDefinition> = (
  input: RouteInput<D>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

export interface RegisteredRoute {
  definition: RouteDefinition;
  options: RouteOptions;
}

/** What a refinement of the contract (envelope.ts) asks of a value, in the words of a 400. */
const refinementWords: Record<string, string> = {
  int4: `a whole number from -${INT4_MAX} to ${INT4_MAX}`,
  amount: `an amount from -${MAX_WIRE_AMOUNT} to ${MAX_WIRE_AMOUNT}`,
  pattern: 'in the expected format',
  [WELL_FORMED_TEXT]: 'well-formed Unicode text',
};

function describeFailures(error: StructError): string {
  const fields = error.failures().map((failure) => {
    const where = failure.path.length > 0 ? failure.path.join('.') : 'the request';
    if (failure.value === undefined) return `${where} is missing`;
    if (failure.type === 'never') return `${where} must be absent`;
    const refined = failure.refinement && refinementWords[failure.refinement];
    return `${where} must be ${refined || `a ${failure.type}`}`;
  });
  return [...new Set(fields)].join('; ');
}

const faultWords = {
  nul: 'must not contain a NUL character',
  range: `must be a number from -${INT4_MAX} to ${INT4_MAX}`,
  depth: TOO_DEEP,
} as const;

/**
 * Checks one part of the request against its struct (coercing query text), or throws a 400.
 * Before any struct, every part of every route is refused with NUL characters, numbers beyond
 * int4 or deep nesting, so no such value reaches a handler or PostgreSQL.
 */
function parsePart<S extends Struct<unknown, unknown>>(struct: S, value: unknown): Infer<S> {
  const unacceptable = unacceptableInput(value);
  if (unacceptable) {
    throw new HttpError(
      400,
      serverMessages.invalidRequest(`${unacceptable.path} ${faultWords[unacceptable.fault]}`),
    );
  }
  const [error, parsed] = validate(value ?? {}, struct, { coerce: true });
  if (error) throw new HttpError(400, serverMessages.invalidRequest(describeFailures(error)));
  return parsed as Infer<S>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

function acceptedKinds(definition: RouteDefinition, options: RouteOptions): TokenKind[] {
  if (definition.auth === 'user') return ['user'];
  if (definition.auth === 'anonymous') {
    return options.allowOtpPending ? ['anonymous', 'user', 'otp-pending'] : ['anonymous', 'user'];
  }
  return [];
}

/** A token's principal: a promise only when it has to be checked (Tokens.verify). */
export type VerifyToken = (token: string) => Principal | null | Promise<Principal | null>;

export interface DefineRoute {
  <const D extends RouteDefinition>(
    definition: D,
    options: RouteOptions<D>,
    handler: RouteHandler<D>,
  ): void;
  /** Every route defined so far, for the OpenAPI document. */
  readonly registered: readonly RegisteredRoute[];
}

/**
 * Registers calls of the contract's route table under /api/: method and path as the spec writes
 * them, the token each needs, inputs checked against the contract's structs, per-address limits.
 */
export function routeRegistrar(
  app: FastifyInstance,
  verifyToken: VerifyToken,
  rateLimitScale: number,
): DefineRoute {
  const registered: RegisteredRoute[] = [];
  // Declared up front, so every request has one shape rather than gaining these one by one.
  app.decorateRequest('principal', null);
  app.decorateRequest('accountLimitKey', undefined);
  const define = <const D extends RouteDefinition>(
    definition: D,
    options: RouteOptions<D>,
    handler: RouteHandler<D>,
  ) => {
    registered.push({ definition, options: options as RouteOptions });
    defineRoute(app, verifyToken, rateLimitScale, definition, options, handler);
  };
  return Object.assign(define, { registered });
}

function defineRoute<const D extends RouteDefinition>(
  app: FastifyInstance,
  verifyToken: VerifyToken,
  rateLimitScale: number,
  definition: D,
  options: RouteOptions<D>,
  handler: RouteHandler<D>,
): void {
  const kinds = acceptedKinds(definition, options as RouteOptions);
  const accountLimiters = (options.accountLimits ?? []).map((accountLimit) => ({
    accountLimit,
    check: app.createRateLimit({
      max: accountLimit.max * rateLimitScale,
      timeWindow: accountLimit.timeWindow,
      keyGenerator: (request) => request.accountLimitKey ?? '',
    }),
  }));
  const url = `/api/${definition.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const limit = options.rateLimit;
  const urlParts = rememberedUrlChecks((request) => ({
    params: definition.params ? parsePart(definition.params, request.params) : undefined,
    query: definition.query ? parsePart(definition.query, request.query) : undefined,
  }));
  app.route({
    method: definition.method,
    url,
    // A GET has no body to decompress; each hook of @fastify/compress costs every request.
    ...(definition.method === 'GET' ? { decompress: false as const } : {}),
    ...(options.compressesItself ? { compress: false as const } : {}),
    ...(limit
      ? { config: { rateLimit: { max: limit.max * rateLimitScale, timeWindow: limit.timeWindow } } }
      : {}),
    // Who is asking is settled first, in the handler itself rather than a preHandler hook: a
    // known token is answered without a promise, and a public read from memory then waits on
    // nothing before its answer.
    async handler(request, reply) {
      const token = bearerToken(request);
      const verified = token === null ? null : verifyToken(token);
      request.principal = verified instanceof Promise ? await verified : verified;
      if (kinds.length > 0) {
        if (request.principal === null) throw new HttpError(401, serverMessages.notSignedIn);
        if (!kinds.includes(request.principal.kind))
          throw new HttpError(403, serverMessages.forbidden);
      }
      const { params, query } = urlParts(request);
      const input = {
        params,
        query,
        body: definition.body ? parsePart(definition.body, request.body) : undefined,
        principal: request.principal,
      } as RouteInput<D>;
      for (const { accountLimit, check } of accountLimiters) {
        const account = accountLimit.key(input);
        if (!account) continue;
        // Hashed: Redis keys carry no email or phone number.
        request.accountLimitKey = `${accountLimit.name}:${createHash('sha256').update(account).digest('base64url')}`;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          request.log.info({ limit: accountLimit.name }, 'per-account limit reached');
          throw new HttpError(429, serverMessages.tooManyRequests);
        }
      }
      return handler(input, request, reply);
    },
  });
}

/** The principal of a route that only user tokens reach. */
export function userOf(principal: Principal | null): { customerId: number; sessionId: string } {
  if (principal?.kind !== 'user' || principal.customerId === null) {
    throw new HttpError(403, serverMessages.forbidden);
  }
  return { customerId: principal.customerId, sessionId: principal.sessionId };
}
