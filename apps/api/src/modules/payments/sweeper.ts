import type { FastifyBaseLogger } from 'fastify';

/** Runs a kind of payment's sweep on a timer until stopped; never two runs at once. */
export class PaymentSweeper {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;

  constructor(
    private readonly sweep: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
    /** Names the sweep in its failure's log line ('bill-pay sweep failed'). */
    private readonly name: string,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.sweep()
        .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
        .finally(() => {
          this.#running = null;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
