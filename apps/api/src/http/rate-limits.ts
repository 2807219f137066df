import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './envelope.js';
import { serverMessages } from './server-messages.js';

/**
 * The per-address and per-account limits (routes.ts names each route's): counted in Redis when
 * `redisUrl` is set, so across processes, else in this process. Without Redis for a moment,
 * requests are served rather than refused (skipOnError) and the outage is logged once per error.
 * Redis is let go when the server closes.
 */
export async function registerRateLimits(
  server: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error: Error) =>
      server.log.warn({ reason: error.message }, 'Redis unavailable'),
    );
    server.addHook('onClose', async () => redis.disconnect());
  }
  await server.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'yo-rate-limit-' } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, serverMessages.tooManyRequests),
  });
}
