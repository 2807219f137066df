import type { FastifyPluginAsync } from 'fastify';
import type { MessageStore } from '../messages.js';

interface SendSmsBody {
  to: string;
  text: string;
  from?: string;
  /** The sender's id for this message: a retried send with the same reference is stored once. */
  reference?: string;
}

/**
 * An HTTP SMS gateway in the common shape of the public ones: `POST /sms/messages` with JSON
 * `{to, text, from?, reference?}` answers 202 `{id, status: 'accepted'}`.
 */
export function smsGateway(store: MessageStore): FastifyPluginAsync {
  return async (app) => {
    let sequence = 0;
    app.post<{ Body: SendSmsBody }>(
      '/sms/messages',
      {
        schema: {
          body: {
            type: 'object',
            required: ['to', 'text'],
            additionalProperties: false,
            properties: {
              to: { type: 'string', minLength: 7, maxLength: 20, pattern: '^\\+?[0-9]+$' },
              text: { type: 'string', minLength: 1, maxLength: 1600 },
              from: { type: 'string', maxLength: 20 },
              reference: { type: 'string', maxLength: 100 },
            },
          },
        },
      },
      async (request, reply) => {
        const { to, text, reference } = request.body;
        store.add({ channel: 'sms', to, subject: null, body: text, deliveryId: reference ?? null });
        sequence += 1;
        return reply.code(202).send({ id: `SM${Date.now()}${sequence}`, status: 'accepted' });
      },
    );
  };
}
