import type { FastifyServerOptions } from 'fastify';

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
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: sanitizeUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
