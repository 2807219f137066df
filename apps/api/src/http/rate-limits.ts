import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './envelope.js';
import { LimitCounters, limitStore } from './limit-store.js';
import { serverMessages } from './server-messages.js';

/** Every limit key in Redis starts with it. */
export const RATE_LIMIT_PREFIX = 'yo-rate-limit-';

/**
 * Short, so a Redis that is away costs little: a stopped Redis closes the connection and is not
 * waited for at all; one that stops answering costs the one request that finds it out at most
 * REDIS_COMMAND_TIMEOUT_MS, then the circuit keeps it out of the way for 30 s. The command's
 * margin is wide (its Lua script answers in well under a millisecond) because a timer fires
 * before a reply is read when the event loop was busy: at 250 ms a loaded machine opened the
 * circuit with Redis up (rate-limit-redis.test.ts).
 */
const REDIS_CONNECT_TIMEOUT_MS = 500;
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** A process starting waits this long at most for Redis, so it does not start counting alone. */
const REDIS_FIRST_CONNECTION_MS = 3_000;

/**
 * The per-address and per-account limits (routes.ts names each route's): counted in Redis when
 * `redisUrl` is set, so across processes, else in this process. Without Redis, LimitCounters
 * counts in the process (see there). Redis is let go when the server closes.
 */
export async function registerRateLimits(
  server: FastifyInstance,
  redisUrl: string | undefined,
): Promise<LimitCounters> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        // A command while disconnected fails at once rather than waiting for a reconnection.
        enableOfflineQueue: false,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      })
    : null;
  if (redis) {
    // The circuit logs the outage once; each reconnection attempt is a debug line.
    redis.on('error', (error: Error) => server.log.debug({ reason: error.message }, 'Redis error'));
    server.addHook('onClose', async () => redis.disconnect());
    await firstConnection(redis);
  }
  const counters = new LimitCounters(redis, server.log);
  await server.register(fastifyRateLimit, {
    global: false,
    store: limitStore(counters, RATE_LIMIT_PREFIX),
    errorResponseBuilder: () => new HttpError(429, serverMessages.tooManyRequests),
  });
  return counters;
}

/** Waits for Redis to be ready (or to fail) once, at most REDIS_FIRST_CONNECTION_MS. */
async function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_FIRST_CONNECTION_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
