import nodemailer from 'nodemailer';
import type { Mailer } from './ports.js';

/**
 * Sends mail with nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://` for TLS). The
 * connections are pooled: a new connection, greeting and EHLO for each mail cost more of the
 * API's CPU than the mail itself (bench:billpay's receipt mail line). The URL goes in the options
 * object: beside a URL string, nodemailer takes the second argument for message defaults only,
 * and the timeouts would not apply.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      pool: true,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    } as never,
    { from },
  );
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
