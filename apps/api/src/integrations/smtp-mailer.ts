import nodemailer from 'nodemailer';
import type { Mailer } from './ports.js';

/** Sends mail with nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  } as never);
  return {
    async send(email) {
      await transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
    },
    close: () => transport.close(),
  };
}
