import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../db/database.js';
import { ok } from './envelope.js';
import type { LimitCounters } from './limit-store.js';

/** The header an operator sends with HEALTH_DETAILS_TOKEN to read the details. */
export const HEALTH_DETAILS_HEADER = 'x-health-details';

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/health: `{status: 'ok'}`, all a load balancer needs, to anyone. The details (the
 * database's kind, where the rate limits are counted and whether Redis answers) only with the
 * operators' HEALTH_DETAILS_TOKEN in the `x-health-details` header: they tell an attacker what
 * runs here.
 */
export function registerHealth(
  server: FastifyInstance,
  details: { token: string | undefined; database: DatabaseKind; limits: LimitCounters },
): void {
  server.get('/api/health', async (request) => {
    const { token } = details;
    if (!token || !sameToken(request.headers[HEALTH_DETAILS_HEADER], token)) {
      return ok({ status: 'ok' });
    }
    return ok({ status: 'ok', database: details.database, rateLimits: details.limits.state() });
  });
}
