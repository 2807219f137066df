import Fastify, { type FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';

let sandbox: Sandbox;
let app: FastifyInstance;

beforeEach(async () => {
  sandbox = await createSandbox();
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await sandbox.close();
});

async function sendMail(to: string, subject: string, text: string, messageId?: string) {
  const transport = nodemailer.createTransport({ url: sandbox.smtp.url } as never);
  await transport.sendMail({ from: 'Yo <no-reply@yo.tt>', to, subject, text, messageId });
  transport.close();
}

describe('sandbox', () => {
  it('answers its health check', async () => {
    const response = await app.inject({ url: '/sandbox/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', smtp: 'up' });
  });

  it('keeps mail received over SMTP and lists it newest first per recipient', async () => {
    await sendMail('Ann@Example.com', 'First', 'one');
    await sendMail('ann@example.com', 'Second', 'two');
    await sendMail('bob@example.com', 'Other', 'three');
    const response = await app.inject({ url: '/sandbox/api/messages?to=ANN@example.com' });
    const messages = response.json() as Array<Record<string, unknown>>;
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ channel: 'email', to: 'ann@example.com', body: 'two' });
    expect(Date.parse(String(messages[0]?.receivedAt))).not.toBeNaN();
  });

  it('stores a redelivered message (same Message-ID) once', async () => {
    await sendMail('c@example.com', 'Code', 'x', '<same@yo.tt>');
    await sendMail('c@example.com', 'Code', 'x', '<same@yo.tt>');
    expect(sandbox.messages.list('c@example.com')).toHaveLength(1);
  });

  it('refuses mail while stopped and takes it again after a restart on the same port', async () => {
    const port = sandbox.smtp.port;
    await sandbox.smtp.stop();
    await expect(sendMail('d@example.com', 'Lost', 'x')).rejects.toThrow();
    await sandbox.smtp.start();
    expect(sandbox.smtp.port).toBe(port);
    await sendMail('d@example.com', 'Kept', 'x');
    expect(sandbox.messages.list('d@example.com').map((m) => m.subject)).toEqual(['Kept']);
  });

  it('accepts SMS over its HTTP gateway and matches phone numbers by digits', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/sandbox/sms/messages',
      payload: { to: '+18687001234', text: 'Your code is 123456', reference: 'r1' },
    });
    expect(sent.statusCode).toBe(202);
    await app.inject({
      method: 'POST',
      url: '/sandbox/sms/messages',
      payload: { to: '+18687001234', text: 'Your code is 123456', reference: 'r1' },
    });
    const response = await app.inject({ url: '/sandbox/api/messages?to=1(868)700-1234' });
    expect(response.json()).toEqual([
      expect.objectContaining({ channel: 'sms', subject: null, body: 'Your code is 123456' }),
    ]);
  });

  it('rejects a malformed SMS request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/sms/messages',
      payload: { to: 'not a number', text: '' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('shows the inbox as an HTML page with escaped content', async () => {
    await sendMail('e@example.com', '<b>Hi</b>', 'body <script>');
    const response = await app.inject({ url: '/sandbox/inbox?to=e@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<label for="to">');
    expect(response.body).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(response.body).not.toContain('<script>');
  });
});
