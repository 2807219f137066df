import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from '../messages.js';

export interface SmtpServerOptions {
  host: string;
  /** 0 picks a free port; the chosen one is kept so a stopped server restarts where senders expect it. */
  port: number;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter((a) => a !== '');
}

/** A real SMTP server (no TLS, any login accepted) that keeps every message it receives. */
export class SandboxSmtpServer {
  readonly #store: MessageStore;
  readonly #host: string;
  #port: number;
  #server: SMTPServer | null = null;

  constructor(store: MessageStore, options: SmtpServerOptions) {
    this.#store = store;
    this.#host = options.host;
    this.#port = options.port;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://${this.#host}:${this.#port}`;
  }

  get running(): boolean {
    return this.#server !== null;
  }

  async start(): Promise<void> {
    if (this.#server) return;
    const store = this.#store;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      banner: 'Yo sandbox SMTP',
      logger: false,
      size: 10 * 1024 * 1024,
      onAuth(_auth, _session, callback) {
        callback(null, { user: 'sandbox' });
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            const recipients = envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to);
            for (const to of recipients) {
              store.add({
                channel: 'email',
                to,
                subject: parsed.subject ?? null,
                body: (
                  parsed.text ?? (typeof parsed.html === 'string' ? parsed.html : '')
                ).trimEnd(),
                deliveryId: parsed.messageId ?? null,
              });
            }
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, this.#host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // After listen the server is no longer the one that reports a failed bind: swallow stray socket errors.
    server.on('error', () => undefined);
    const address = server.server.address();
    if (address !== null && typeof address === 'object') this.#port = address.port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
