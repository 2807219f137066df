import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long the limits stay in the process after Redis failed, before Redis is asked again. */
export const REDIS_CIRCUIT_OPEN_MS = 30_000;

/**
 * Each process counts alone while Redis is away: a request counts twice, so two processes behind
 * one balancer together allow about what Redis allowed, rather than twice that.
 */
export const IN_PROCESS_WEIGHT_WITHOUT_REDIS = 2;

/** Counters kept in the process at most (the oldest is forgotten first). */
const MAX_IN_PROCESS_COUNTERS = 50_000;

/** One counter's state: hits so far in its window and the milliseconds left of that window. */
export interface Count {
  current: number;
  ttl: number;
}

/** A hit's count, and whether it was the first of its window (a notice sent at most once). */
export interface Hit extends Count {
  first: boolean;
}

/** Where the limits are counted now, for /api/health's details and the log. */
export type LimitsState =
  | { counted: 'in-process' }
  | { counted: 'redis' }
  | { counted: 'in-process'; redis: 'unreachable'; since: string };

/** Counts in a window of the process's own memory. */
class InProcessCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, windowMs: number, weight: number, now = Date.now()): Hit {
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      this.counts.delete(key);
      if (this.counts.size >= MAX_IN_PROCESS_COUNTERS)
        this.counts.delete(this.counts.keys().next().value!);
      entry = { current: 0, endsAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current += weight;
    return { current: entry.current, ttl: entry.endsAt - now, first: entry.current === weight };
  }

  read(key: string, now = Date.now()): Count {
    const entry = this.counts.get(key);
    return entry && entry.endsAt > now
      ? { current: entry.current, ttl: entry.endsAt - now }
      : { current: 0, ttl: 0 };
  }
}

/** Adds one to a key and starts its window on the first hit; answers the count and its ttl. */
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const READ_LUA = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), redis.call('PTTL', KEYS[1])}`;

type LimitRedis = Redis & {
  yoLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  yoLimitRead(key: string): Promise<[number, number]>;
};

/**
 * The limits' counters: in Redis when it is configured and answering, else in the process. A
 * failed or slow Redis command opens the circuit: for REDIS_CIRCUIT_OPEN_MS every count is kept
 * in the process (stricter, IN_PROCESS_WEIGHT_WITHOUT_REDIS), so no request waits on a Redis that
 * is away; the outage and the recovery are logged once each.
 */
export class LimitCounters {
  private readonly local = new InProcessCounts();
  private openUntil = 0;
  private downSince: number | null = null;
  private readonly redis: LimitRedis | null;

  constructor(
    redis: Redis | null,
    private readonly log: FastifyBaseLogger,
    private readonly openMs = REDIS_CIRCUIT_OPEN_MS,
  ) {
    if (redis) {
      redis.defineCommand('yoLimitIncr', { numberOfKeys: 1, lua: INCR_LUA });
      redis.defineCommand('yoLimitRead', { numberOfKeys: 1, lua: READ_LUA });
    }
    this.redis = redis as LimitRedis | null;
  }

  /** Where counts go now. */
  state(): LimitsState {
    if (!this.redis) return { counted: 'in-process' };
    if (this.downSince !== null)
      return {
        counted: 'in-process',
        redis: 'unreachable',
        since: new Date(this.downSince).toISOString(),
      };
    return { counted: 'redis' };
  }

  private redisUsable(now: number): boolean {
    if (!this.redis) return false;
    if (now < this.openUntil) return false;
    if (this.redis.status !== 'ready') {
      this.trip(`connection ${this.redis.status}`, now);
      return false;
    }
    return true;
  }

  private trip(reason: string, now = Date.now()): void {
    this.openUntil = now + this.openMs;
    if (this.downSince !== null) return;
    this.downSince = now;
    this.log.warn(
      { reason, retryInMs: this.openMs },
      'Redis unreachable: rate limits are counted in this process (stricter) until it answers',
    );
  }

  private answered(): void {
    if (this.downSince === null) return;
    this.log.info(
      { downForMs: Date.now() - this.downSince },
      'Redis reachable again: rate limits are counted in Redis',
    );
    this.downSince = null;
  }

  private get weight(): number {
    return this.redis ? IN_PROCESS_WEIGHT_WITHOUT_REDIS : 1;
  }

  /** One more hit on `key` in a window of `windowMs`. Never fails. */
  async incr(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    if (!this.redisUsable(now)) return this.local.incr(key, windowMs, this.weight, now);
    try {
      const [current, ttl] = await this.redis!.yoLimitIncr(key, windowMs);
      this.answered();
      return { current, ttl, first: current === 1 };
    } catch (error) {
      this.trip((error as Error).message);
      return this.local.incr(key, windowMs, this.weight);
    }
  }

  /** The hits on `key` so far, counting none. Never fails. */
  async read(key: string): Promise<Count> {
    if (!this.redisUsable(Date.now())) return this.local.read(key);
    try {
      const [current, ttl] = await this.redis!.yoLimitRead(key);
      this.answered();
      return { current, ttl: Math.max(0, ttl) };
    } catch (error) {
      this.trip((error as Error).message);
      return this.local.read(key);
    }
  }
}

/** What @fastify/rate-limit passes a store's child: the merged limit and the route it is for. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
  /** Set by createRateLimit's callers (http/routes.ts): the per-account limits' part of a key. */
  keyPart?: string;
}

/**
 * A store for @fastify/rate-limit (its `store` option) over LimitCounters. Every key starts with
 * `prefix` (two deployments sharing a Redis do not share counters), then the route's method and
 * URL, or for the per-account limits `keyPart`.
 */
export function limitStore(counters: LimitCounters, prefix: string) {
  return class LimitStore {
    constructor(
      _options?: unknown,
      readonly keyPrefix = prefix,
    ) {}

    incr(key: string, done: (error: Error | null, count: Count) => void, windowMs: number): void {
      void counters.incr(this.keyPrefix + key, windowMs).then((count) => done(null, count));
    }

    child(options: object): LimitStore {
      const { routeInfo: route, keyPart } = options as ChildOptions;
      const part = route?.url ? `${route.method}${route.url}-` : `${keyPart ?? 'account'}-`;
      return new LimitStore(undefined, `${this.keyPrefix}${part}`);
    }
  };
}
