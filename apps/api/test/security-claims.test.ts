// #17, finding 7: a payment whose process died mid-request is retried with its Idempotency-Key
// and goes through at once (it waited 30 s and got 'already being processed' for 5 minutes).
// Two apps on one database stand for two processes; the first "dies" holding the claim.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { paymentMessages } from '@yo/domain';
import { createSandbox, type Sandbox } from '@yo/sandbox';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { captchaSolutions, idempotencyKeys } from '../src/db/schema.js';
import { sandboxWorld } from '../src/demo/sandbox-world.js';
import { billPayBody, billPayTestConfig, solveCaptcha, submit } from './support/billpay.js';
import { testConfig } from './support/config.js';
import { databaseKinds, openSharedTestDatabase } from './support/database.js';
import type { TestApp } from './support/app.js';

const quiet = () =>
  new Writable({
    write: (_chunk, _encoding, done) => done(),
  });

/** An app on `database` whose payee look-ups wait for `gate` (a request stays in flight). */
async function startProcess(
  database: DatabaseHandle,
  sandbox: Sandbox,
  gate?: Promise<void>,
): Promise<{ app: App; t: Pick<TestApp, 'url'> }> {
  const config = testConfig({ ...billPayTestConfig, rateLimitScale: 100 });
  const world = sandboxWorld(config, { sandbox });
  const app = await buildApp(config, {
    database,
    sandbox,
    logStream: quiet(),
    outsideWorld: async (server) => {
      const outside = await world(server);
      if (!gate) return outside;
      const lookup = outside.directory.lookup.bind(outside.directory);
      return {
        ...outside,
        directory: { ...outside.directory, lookup: (...args) => gate.then(() => lookup(...args)) },
      };
    },
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, t: { url } };
}

async function anonymousTokenAt(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/authenticateAPI`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'yo-web', password: 'yo-web-local-secret' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Until the key's claim is in the database (the first request is in flight). */
async function claimOf(database: DatabaseHandle, key: string) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the first request never claimed its key');
}

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

describe.each(databaseKinds)('a claim whose process died (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const shared = await openSharedTestDatabase(kind);
    const sandbox = await createSandbox();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = await startProcess(shared.first, sandbox, gate);
    cleanups.push(async () => {
      release();
      await first.app.server.close();
      await shared.close();
      await sandbox.close();
    });
    return { shared, sandbox, first, release };
  }

  it('is taken over at once by a retry with the same key, and charged once', async () => {
    const { shared, sandbox, first } = await setUp();
    const token = await anonymousTokenAt(first.t.url);
    const body = billPayBody(await solveCaptcha(first.t), { accountNumber: '100234567' });
    const key = randomUUID();
    // The first process takes the key, then hangs at the payee look-up and "dies".
    void submit(first.t, token, body, key).catch(() => undefined);
    const claim = await claimOf(shared.first, key);
    expect(claim.state).toBe('in-flight');
    expect(claim.claimant).toBe(shared.first.liveness.id);
    await shared.first.liveness.close();

    const restarted = await shared.another();
    const second = await startProcess(restarted, sandbox);
    cleanups.push(() => second.app.server.close());
    const started = Date.now();
    const retry = await submit(second.t, token, body, key);
    expect(retry.status).toBe(200);
    expect(retry.body.state).toBe(1);
    expect(retry.body.data.htmlForm).toContain('threeDSAuthenticate');
    // Well inside the 30 s a repeat used to wait before its 409.
    expect(Date.now() - started).toBeLessThan(15_000);
    const [row] = await restarted.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ state: 'done', claimant: restarted.liveness.id });
    // The same key again: the same answer, no second sale.
    const again = await submit(second.t, token, body, key);
    expect(again.body.data.orderId).toBe(retry.body.data.orderId);
    expect(sandbox.powertranz.transactions()).toHaveLength(1);
  });

  it('takes over a payment whose process died after spending its captcha, for that key only', async () => {
    const { shared, sandbox, first } = await setUp();
    const token = await anonymousTokenAt(first.t.url);
    const captcha = await solveCaptcha(first.t);
    const body = billPayBody(captcha, { accountNumber: '100234567' });
    const key = randomUUID();
    void submit(first.t, token, body, key).catch(() => undefined);
    await claimOf(shared.first, key);
    // What the first process does last before its charge, and then it "dies": the solution is spent.
    const nonce = (
      JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as {
        challenge: { parameters: { nonce: string } };
      }
    ).challenge.parameters.nonce;
    await shared.first.db
      .insert(captchaSolutions)
      .values({ challengeId: nonce, expiresAt: new Date(Date.now() + 600_000), spentBy: key });
    await shared.first.liveness.close();

    const restarted = await shared.another();
    const second = await startProcess(restarted, sandbox);
    cleanups.push(() => second.app.server.close());
    // Another payment may not present the spent solution; the retry of the one that spent it may.
    const otherBody = billPayBody(captcha, { accountNumber: '100234567', amount: 99.5 });
    const other = await submit(second.t, token, otherBody, randomUUID());
    expect(other.body).toMatchObject({ state: -1, msg: paymentMessages.captchaInvalid });
    const retry = await submit(second.t, token, body, key);
    expect(retry.body.msg ?? '').toBe('');
    expect(retry.body.state).toBe(1);
    expect(retry.body.data.htmlForm).toContain('threeDSAuthenticate');
    expect(sandbox.powertranz.transactions()).toHaveLength(1);
  });

  it('frees the submission for a new key once its process is gone, not before', async () => {
    const { shared, sandbox, first } = await setUp();
    const token = await anonymousTokenAt(first.t.url);
    const body = billPayBody(await solveCaptcha(first.t), { accountNumber: '100234567' });
    const key = randomUUID();
    void submit(first.t, token, body, key).catch(() => undefined);
    await claimOf(shared.first, key);

    if (kind === 'postgresql') {
      // While the first process lives, another key for the same bill is refused at once.
      const other = await shared.another();
      const alive = await startProcess(other, sandbox);
      cleanups.push(() => alive.app.server.close());
      const refusedWhileAlive = await submit(alive.t, token, body, randomUUID());
      expect(refusedWhileAlive.status).toBe(409);
      expect(refusedWhileAlive.body.msg).toBe(paymentMessages.paymentInProgress);
    }

    await shared.first.liveness.close();
    const restarted = await shared.another();
    const second = await startProcess(restarted, sandbox);
    cleanups.push(() => second.app.server.close());
    const retry = await submit(second.t, token, body, randomUUID());
    expect(retry.status).toBe(200);
    expect(retry.body.data.htmlForm).toContain('threeDSAuthenticate');
  });
});
