import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { Mailer, SmsSender } from './ports.js';

export interface QueuedMessage {
  channel: 'email' | 'sms';
  /** An email address, or a phone's digits. */
  recipient: string;
  subject?: string | null;
  body: string;
  replyTo?: string | null;
}

export interface OutboxSettings {
  pollMs: number;
  /** First retry delay; each further failure doubles it, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** A claimed message is retried after this long if its sender vanished mid-send. */
  leaseMs: number;
  maxAttempts: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 1_000,
  retryBaseMs: 2_000,
  maxRetryMs: 5 * 60_000,
  leaseMs: 60_000,
  maxAttempts: 25,
  batchSize: 10,
};

/** Queues a message in the same transaction as the change that causes it. */
export async function enqueue(db: Database, message: QueuedMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      replyTo: message.replyTo ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Delivers queued mail and SMS. Messages are claimed with FOR UPDATE SKIP LOCKED under a lease,
 * so any number of API processes share the work and a message whose sender died is picked up
 * again: delivery is at least once, and each carries a stable id for receivers to drop repeats.
 */
export class OutboxWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;
  #wakeRequested = false;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly settings: OutboxSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Looks for work now (after a message was queued) instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#wakeRequested = true;
      return;
    }
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running = this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'outbox run failed'))
        .then((count) => {
          this.#running = null;
          const again = this.#wakeRequested || count === this.settings.batchSize;
          this.#wakeRequested = false;
          this.#schedule(again ? 0 : this.settings.pollMs);
        });
    }, delayMs);
    this.#timer.unref();
  }

  /** Claims and sends one batch of due messages; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(outbox.id)
      .limit(this.settings.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${this.settings.leaseMs / 1000})`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    await Promise.all(claimed.map((message) => this.#deliver(message)));
    return claimed.length;
  }

  async #deliver(message: typeof outbox.$inferSelect): Promise<void> {
    const deliveryId = `outbox-${message.id}`;
    try {
      if (message.channel === 'email') {
        await this.mailer.send({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: `<${deliveryId}@yo.tt>`,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } else {
        await this.sms.send({ to: message.recipient, text: message.body, reference: deliveryId });
      }
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.settings.maxAttempts;
      const delay = Math.min(
        this.settings.retryBaseMs * 2 ** (message.attempts - 1),
        this.settings.maxRetryMs,
      );
      // Logged without the body: it may hold a code or a reset link.
      this.log.warn(
        { outboxId: message.id, channel: message.channel, attempts: message.attempts, reason },
        giveUp ? 'message undeliverable, giving up' : 'message not delivered, will retry',
      );
      await this.db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + delay),
        })
        .where(eq(outbox.id, message.id));
    }
  }
}
