import { errorMessages } from '@yo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, refused } from './envelope.js';
import { serverMessages } from './server-messages.js';

/** The SQLSTATE of a database error, through Drizzle's and the drivers' wrapping, or null. */
export function sqlState(error: unknown): string | null {
  for (
    let current = error, hops = 0;
    current !== null && typeof current === 'object' && hops < 5;
    hops += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A value PostgreSQL could not take (class 22, data exception: a NUL byte, a number out of range,
 * text that is no UUID) came from the request: the contract's checks should have caught it, and
 * this is the backstop that keeps it a 400.
 */
function isDataException(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && state.startsWith('22');
}

function statusAndMessage(error: FastifyError): { status: number; msg: string } {
  if (error instanceof HttpError) return { status: error.statusCode, msg: error.message };
  if (isDataException(error)) {
    return {
      status: 400,
      msg: serverMessages.invalidRequest('a value is malformed or out of range'),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: serverMessages.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: serverMessages.unsupportedMediaType };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, msg: serverMessages.malformedJson };
    // The router's own refusals (frameworkErrors below): a path that is no valid percent-encoding.
    case 'FST_ERR_BAD_URL':
      return { status: 400, msg: serverMessages.invalidRequest('the URL is malformed') };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, msg: serverMessages.invalidRequest('a path segment is too long') };
    default:
      break;
  }
  if (error instanceof SyntaxError) return { status: 400, msg: serverMessages.malformedJson };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, msg: serverMessages.tooManyRequests };
  if (status >= 400 && status < 500) {
    return { status, msg: serverMessages.invalidRequest(error.message) };
  }
  return { status: 500, msg: errorMessages.unreadableResponse };
}

/**
 * Every failure leaves as the envelope with a 4xx (or, for our own faults, a 500 without any
 * detail); stack traces stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, msg } = statusAndMessage(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // Logged as a warning: the contract let through a value the database refused.
  else if (isDataException(error))
    request.log.warn({ err: error }, 'request refused by the database');
  else request.log.info({ status, code: error.code }, 'request refused');
  return reply.code(status).send(refused(msg));
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals before any route is found (a URL that
 * is no valid percent-encoding, a path segment too long) answer in the envelope too, not in
 * Fastify's own `{code, message}`.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => void answerError(error, request, reply);
