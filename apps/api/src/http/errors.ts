import { errorMessages } from '@yo/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, refused } from './envelope.js';
import { serverMessages } from './server-messages.js';

function statusAndMessage(error: FastifyError): { status: number; msg: string } {
  if (error instanceof HttpError) return { status: error.statusCode, msg: error.message };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: serverMessages.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: serverMessages.unsupportedMediaType };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, msg: serverMessages.malformedJson };
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, msg } = statusAndMessage(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code }, 'request refused');
    return reply.code(status).send(refused(msg));
  });
}
