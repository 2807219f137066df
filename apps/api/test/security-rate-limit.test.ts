import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { serverMessages } from '@yo/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';

const TOO_MANY = { state: -1, msg: serverMessages.tooManyRequests, data: null };

async function login(t: TestApp, token: string, email: string, forwardedFor?: string) {
  const response = await t.app.server.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ username: email, password: 'Not-the-password-1' }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function checkCode(t: TestApp, token: string, phone: string, forwardedFor: string) {
  const response = await t.app.server.inject({
    method: 'POST',
    url: '/api/users/phoneverify',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
    },
    payload: JSON.stringify({ phone, tempVerificationCodeId: randomUUID(), sMSCode: '123456' }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A different address per request, as a forger or a botnet would send. */
const address = (i: number) => `203.0.113.${(i % 250) + 1}`;

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges, nothing else', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1 ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['*', 'true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(() => parseTrustProxy(bad)).toThrow(
        `TRUST_PROXY: '${bad}' is not an IP address or CIDR range`,
      );
    }
  });
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    // production: true as a deployment runs (it trusted every proxy before TRUST_PROXY).
    [direct, proxied] = await Promise.all([
      startTestApp(kind, { rateLimitScale: 1, production: true, webDist: '/nonexistent' }),
      startTestApp(kind, {
        rateLimitScale: 1,
        production: true,
        webDist: '/nonexistent',
        trustProxy: ['127.0.0.1'],
      }),
    ]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  it('gives a forged X-Forwarded-For no fresh per-address budget', async () => {
    const token = await anonymousToken(direct);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await login(direct, token, `forger${i}@example.tt`, address(i))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('holds the per-email login limit across addresses a trusted proxy names', async () => {
    const token = await anonymousToken(proxied);
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        await login(proxied, token, i % 2 ? 'Victim@Example.tt' : 'victim@example.tt ', address(i)),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), 429]);
    expect(answers[10]!.body).toEqual(TOO_MANY);
    // Another account from another address is not held back.
    expect((await login(proxied, token, 'someone.else@example.tt', address(11))).status).toBe(200);
  });

  it('holds the per-session and per-phone code-check limits across addresses', async () => {
    const token = await anonymousToken(proxied);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await checkCode(proxied, token, `186855${String(i).padStart(5, '0')}`, address(i))).status,
      );
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    // Same phone, fresh sessions and addresses each time: the phone's own budget runs out.
    const phoneStatuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      phoneStatuses.push(
        (
          await checkCode(
            proxied,
            await anonymousToken(proxied),
            '1 868 555 9999',
            address(100 + i),
          )
        ).status,
      );
    }
    expect(phoneStatuses).toEqual([...Array(20).fill(200), 429]);
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!hasRedis)('per-account limits kept in Redis', () => {
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

  it('shares one login budget per email between two processes behind one proxy', async () => {
    const settings = { redisUrl: url, rateLimitScale: 1, trustProxy: ['127.0.0.1'] };
    const [first, second] = await Promise.all([
      startTestApp('pglite', settings),
      startTestApp('pglite', settings),
    ]);
    try {
      const tokens = [await anonymousToken(first), await anonymousToken(second)];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const t = i % 2 === 0 ? first : second;
        statuses.push((await login(t, tokens[i % 2]!, 'shared@example.tt', address(i))).status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const client = new Redis(url);
      const keys = await client.keys('yo-rate-limit-*login-email:*');
      await client.quit();
      expect(keys.length).toBe(1);
      // The key is a hash: no email in Redis.
      expect(keys[0]).not.toContain('shared');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
