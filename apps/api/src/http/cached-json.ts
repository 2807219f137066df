import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer serialised once and sent many times, with a validator naming its bytes. */
export interface CachedJson {
  body: string;
  etag: string;
}

/**
 * How long a browser may reuse a reference list before asking again (with If-None-Match, so a
 * list that has not changed costs a 304). The server checks every payment against the current
 * rows, so a list a minute old can mislead but never charge wrongly.
 */
export const REFERENCE_LIST_CACHE_CONTROL = 'private, max-age=60';
/** Answers that may turn off a service: asked again every time (a 304 while unchanged). */
export const ALWAYS_REVALIDATE = 'private, no-cache';

export function cachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  // Weak: compression may send other bytes for the same JSON.
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${digest}"` };
}

/** Whether If-None-Match names this validator (weak comparison, as RFC 9110 asks for GET). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === opaque || tag.slice(2) === opaque);
}

/** Sends a cached answer, or 304 Not Modified when the browser already holds these bytes. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
