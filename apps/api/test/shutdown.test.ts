// A restart while a request is in flight: the request is answered, and the close does not then
// wait out the keep-alive timeout (72 s) on that request's idle socket.
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from './support/config.js';
import { openTestDatabase } from './support/database.js';

const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** A GET on a keep-alive connection, as browsers and load balancers make them. */
function keepAliveGet(
  agent: http.Agent,
  url: string,
): Promise<{ status: number; connection: string | undefined; socketClosed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      const socketClosed = new Promise<void>((closed) => response.socket.once('close', closed));
      response.resume();
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socketClosed,
        }),
      );
    });
    request.once('error', reject);
  });
}

describe('closing the server', () => {
  let app: App | null = null;
  const agent = new http.Agent({ keepAlive: true });
  afterEach(async () => {
    agent.destroy();
    await app?.server.close();
    await app?.database.close();
  });

  it('answers the request in flight with Connection: close, so the close ends with it', async () => {
    const database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, logStream: quiet() });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    // Stands for a payment waiting on the gateway when the restart comes.
    app.server.get('/test/slow', async () => {
      arrived();
      await held;
      return { done: true };
    });
    // The gateway answers once the close has begun.
    app.server.addHook('preClose', (done) => {
      release();
      done();
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as { port: number };

    // An earlier request leaves an idle keep-alive socket; it is not answered "close".
    const before = await keepAliveGet(agent, `http://127.0.0.1:${port}/api/health`);
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');

    const answer = keepAliveGet(agent, `http://127.0.0.1:${port}/test/slow`);
    await inFlight;
    const closed = app.server.close();
    const slow = await answer;
    expect(slow.status).toBe(200);
    expect(slow.connection).toBe('close');
    await slow.socketClosed;
    // Without the header the socket stays open after its answer and this waits 72 s (the test
    // times out at 60 s).
    await closed;
    app = null;
    await database.close();
  });
});
