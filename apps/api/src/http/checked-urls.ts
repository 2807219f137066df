import type { FastifyRequest } from 'fastify';

/** A route's checked path parameters and query. */
export interface UrlParts {
  params: unknown;
  query: unknown;
}

/** How many distinct URLs a route remembers as checked (the oldest is forgotten first). */
const CHECKED_URLS_PER_ROUTE = 512;

/** Longer URLs (searches, filters) are checked every time: the memory goes to the common reads. */
const MAX_CHECKED_URL_LENGTH = 256;

/** Whether a checked part holds plain values only, so a shallow copy is a whole copy. */
function flat(part: unknown): boolean {
  return (
    part === undefined ||
    (part !== null &&
      typeof part === 'object' &&
      Object.values(part).every((value) => value === null || typeof value !== 'object'))
  );
}

/** A checked part's own copy for one request: a handler may change what it was given. */
function copyOf<T>(part: T): T {
  return part !== null && typeof part === 'object' ? ({ ...part } as T) : part;
}

/**
 * A route's path parameters and query checked once per distinct URL: the public reads are asked
 * with the same few URLs all day, and checking costs more than answering from memory. The check
 * is a pure function of the URL, so a copy of the earlier result is the same answer; a refusal
 * (a thrown error) is not kept.
 */
export function rememberedUrlChecks(
  check: (request: FastifyRequest) => UrlParts,
): (request: FastifyRequest) => UrlParts {
  const checkedUrls = new Map<string, UrlParts>();
  return (request) => {
    const known = checkedUrls.get(request.url);
    if (known) return { params: copyOf(known.params), query: copyOf(known.query) };
    const checked = check(request);
    if (
      request.url.length <= MAX_CHECKED_URL_LENGTH &&
      flat(checked.params) &&
      flat(checked.query)
    ) {
      if (checkedUrls.size >= CHECKED_URLS_PER_ROUTE)
        checkedUrls.delete(checkedUrls.keys().next().value!);
      checkedUrls.set(request.url, checked);
    }
    return { params: copyOf(checked.params), query: copyOf(checked.query) };
  };
}
