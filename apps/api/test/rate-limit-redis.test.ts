import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/app.js';
import { anonymousToken } from './support/flows.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** With REDIS_URL, limits are counted in Redis: two API processes share one budget per address. */
describe.skipIf(!hasRedis)('rate limits kept in Redis', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    url = `redis://127.0.0.1:${port}`;
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
    // Refused connections are expected while redis-server starts.
    client.on('error', () => undefined);
    for (let i = 0; i < 100; i += 1) {
      try {
        await client.connect();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await client.quit();
  });
  afterAll(() => {
    redis.kill('SIGTERM');
  });

  it('shares one budget between two API processes', async () => {
    const first = await startTestApp('pglite', { redisUrl: url, rateLimitScale: 1 });
    const second = await startTestApp('pglite', { redisUrl: url, rateLimitScale: 1 });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const t = i % 2 === 0 ? first : second;
        statuses.push(
          (await t.get(`users/sendresetpassemail?email=r${i}@example.tt`, await anonymousToken(t)))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const client = new Redis(url);
      expect((await client.keys('yo-rate-limit-*')).length).toBeGreaterThan(0);
      await client.quit();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
