import type { FastifyPluginAsync } from 'fastify';
import { inboxRoutes } from './inbox/routes.js';
import { SandboxSmtpServer } from './mail/smtp-server.js';
import { MessageStore } from './messages.js';
import { smsGateway } from './sms/gateway.js';

export interface SandboxOptions {
  /** Where the SMTP server listens; port 0 (the default) picks a free one. */
  smtpHost?: string;
  smtpPort?: number;
}

export interface Sandbox {
  /** The HTTP side of every simulator; the host registers it under a prefix such as `/sandbox`. */
  plugin: FastifyPluginAsync;
  messages: MessageStore;
  smtp: SandboxSmtpServer;
  /** Path of the SMS gateway's send endpoint, relative to the prefix the plugin is mounted under. */
  smsPath: string;
  close(): Promise<void>;
}

/**
 * Starts the outside-world simulators. Each lives in its own folder (mail/, sms/, inbox/, and later
 * the card gateway) and is registered here, so adding one is a folder and a line.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const messages = new MessageStore();
  const smtp = new SandboxSmtpServer(messages, {
    host: options.smtpHost ?? '127.0.0.1',
    port: options.smtpPort ?? 0,
  });
  await smtp.start();

  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/api/health', async () => ({ status: 'ok', smtp: smtp.running ? 'up' : 'down' }));
    await app.register(inboxRoutes(messages));
    await app.register(smsGateway(messages));
  };

  return { plugin, messages, smtp, smsPath: '/sms/messages', close: () => smtp.stop() };
}
