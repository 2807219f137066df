import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogging, requestLoggerFactory } from '../src/http/logging.js';

/** A Fastify with the app's logging (as buildApp sets it up) at `level`, and the lines it writes. */
function serverLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const logging = createLogging(level, stream);
  const server = Fastify(logging.serverOptions);
  logging.attach(server);
  return { server, lines };
}

describe("a request's logger", () => {
  it('writes the lines at enabled levels with the request id, and nothing below the level', async () => {
    const { server, lines } = serverLoggingAt('warn');
    server.get('/quiet', async (request) => {
      request.log.info('an info line');
      request.log.debug('a debug line');
      return { level: request.log.level };
    });
    server.get('/warns', async (request) => {
      request.log.warn({ body: { password: 'hunter2' } }, 'a warning');
      request.log.child({ step: 'inner' }).error('an error from a child');
      return 'ok';
    });
    server.get('/own-level', { logLevel: 'info' }, async (request) => {
      request.log.info('an info line of a route logging at info');
      return 'ok';
    });

    expect((await server.inject({ url: '/quiet' })).json()).toEqual({ level: 'warn' });
    expect(lines).toEqual([]);

    await server.inject({ url: '/warns' });
    expect(lines.map(({ msg, reqId, body, step }) => ({ msg, reqId, body, step }))).toEqual([
      { msg: 'a warning', reqId: 'req-2', body: { password: '[Redacted]' }, step: undefined },
      { msg: 'an error from a child', reqId: 'req-2', body: undefined, step: 'inner' },
    ]);

    lines.length = 0;
    await server.inject({ url: '/own-level' });
    // Fastify's own request lines come at info too, on a route that logs at info.
    expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'incoming request', reqId: 'req-3' },
      { msg: 'an info line of a route logging at info', reqId: 'req-3' },
      { msg: 'request completed', reqId: 'req-3' },
    ]);
    await server.close();
  });

  it("writes Fastify's request lines at info, for the not-found handler's answers too", async () => {
    const { server, lines } = serverLoggingAt('info');
    server.get('/', async () => 'ok');
    server.setNotFoundHandler((_request, reply) => reply.code(404).send('no such page'));
    await server.inject({ url: '/?token=secret' });
    await server.inject({ url: '/nowhere' });
    expect(lines.map(({ msg, reqId, res }) => ({ msg, reqId, res }))).toEqual([
      { msg: 'incoming request', reqId: 'req-1', res: undefined },
      { msg: 'request completed', reqId: 'req-1', res: { statusCode: 200 } },
      { msg: 'incoming request', reqId: 'req-2', res: undefined },
      { msg: 'request completed', reqId: 'req-2', res: { statusCode: 404 } },
    ]);
    expect(lines[1]!.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret');
    await server.close();
  });

  it('adds no listeners to a response when no request line is written, and some when one is', async () => {
    const finishListeners = async (server: FastifyInstance) => {
      server.get('/', async (_request, reply) => reply.raw.listenerCount('finish'));
      const count = (await server.inject({ url: '/' })).json<number>();
      await server.close();
      return count;
    };
    // What a response has with no logging at all (the injected response listens itself).
    const none = await finishListeners(Fastify());
    expect(await finishListeners(serverLoggingAt('warn').server)).toBe(none);
    expect(await finishListeners(serverLoggingAt('info').server)).toBeGreaterThan(none);
  });

  it("is the server's logger too", async () => {
    const { server, lines } = serverLoggingAt('info');
    server.log.warn({ body: { password: 'hunter2' } }, 'a line of the app');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'a line of the app',
        body: { password: '[Redacted]' },
        level: 40,
      }),
    ]);
    await server.close();
  });

  it("makes the pino child only when a line is written, and a level set on it is the request's own", () => {
    const made: Array<Record<string, unknown>> = [];
    const { server } = serverLoggingAt('warn');
    const parent = server.log;
    const counting = Object.create(parent) as FastifyBaseLogger;
    counting.child = (bindings, options) => {
      made.push(bindings);
      return parent.child(bindings, options);
    };
    const logger = requestLoggerFactory.call(server, counting, { reqId: 'req-9' }, {}, undefined!);

    logger.info('not written');
    logger.debug('not written either');
    expect(logger.level).toBe('warn');
    expect(made).toEqual([]);

    logger.level = 'debug';
    expect(made).toEqual([{ reqId: 'req-9' }]);
    expect(logger.level).toBe('debug');
    expect(parent.level).toBe('warn');
    logger.info('now written');
    expect(made).toHaveLength(1);
  });
});
