import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser may reuse a reference list before asking again (with If-None-Match, so a
 * list that has not changed costs a 304). The server checks every payment against the current
 * rows, so a list a minute old can mislead but never charge wrongly.
 */
export const REFERENCE_LIST_CACHE_CONTROL = 'private, max-age=60';
/** Answers that may turn off a service: asked again every time (a 304 while unchanged). */
export const ALWAYS_REVALIDATE = 'private, no-cache';

/** The route options of a call answering with sendCached. */
export const SENDS_CACHED = { compressesItself: true } as const;

/** Smaller answers go as they are (@fastify/compress's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * An answer made once and sent many times (JSON, or a page rendered with its banners): its bytes,
 * a validator naming them, and its compressed forms, each made once when first asked for (routes
 * sending these are left out of @fastify/compress, which would compress the same bytes again on
 * every request).
 */
export class CachedAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(body: Buffer, contentType: string) {
    this.body = body;
    this.contentType = contentType;
    // Weak: the compressed forms are other bytes of the same content.
    const digest = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
    this.etag = `W/"${digest}"`;
  }

  get compressible(): boolean {
    return this.body.length >= COMPRESS_FROM_BYTES;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.body) : gzipSync(this.body);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export function cachedJson(value: unknown): CachedAnswer {
  return new CachedAnswer(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
}

export function cachedHtml(html: string): CachedAnswer {
  return new CachedAnswer(Buffer.from(html), 'text/html; charset=utf-8');
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

/** The best encoding Accept-Encoding allows (brotli, then gzip), or null for none. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a cached answer: 304 Not Modified when the browser already holds these bytes, else the
 * bytes, compressed when they are worth it and the browser accepts it.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (answer.compressible) reply.header('vary', 'accept-encoding');
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(answer.contentType);
  const encoding = answer.compressible
    ? acceptedEncoding(request.headers['accept-encoding'])
    : null;
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
