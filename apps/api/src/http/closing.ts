import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts to close, every answer still to be sent says `Connection: close`. A
 * request in flight when close began (a payment waiting on the gateway) would otherwise leave
 * its keep-alive socket idle after answering, and the close would wait the keep-alive timeout
 * (72 s) for it: a restart held up, or cut short by the supervisor's kill.
 */
export function registerClosingConnections(server: FastifyInstance): void {
  let closing = false;
  server.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
