import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { ReferenceCache } from './db/reference-cache.js';
import { createAltchaCaptcha, type Captcha } from './integrations/captcha.js';
import { BillPayService } from './modules/billpay/payments.js';
import { CardChecks } from './modules/customers/card-check.js';
import { fingerprintKeyOf } from './modules/payments/submission.js';
import { PaymentSweeper } from './modules/payments/sweeper.js';
import { TopUpService } from './modules/topup/service.js';
import type { OutsideWorld } from './outside-world.js';

export interface PaymentServices {
  billPay: BillPayService;
  topUp: TopUpService;
  /** The card check before a card is saved on the account (customers/addcard). */
  cardChecks: CardChecks;
  /** The proof of work a guest's payment carries (the routes check it too). */
  captcha: Captcha;
}

export interface PaymentServiceParts {
  config: Config;
  database: DatabaseHandle;
  reference: ReferenceCache;
  signingKey: Uint8Array;
  world: Pick<OutsideWorld, 'gateway' | 'directory' | 'carrier'>;
  wakeOutbox: () => void;
  clock?: () => number;
}

/**
 * Bill pay, top-up and the card check, with the background work that runs beside them on the server's lifetime:
 * the sweeper that fails abandoned 3-D Secure sessions and retries unposted payments, and the
 * worker that delivers, follows and reverses captured top-ups.
 */
export function startPaymentServices(
  server: FastifyInstance,
  { config, database, reference, signingKey, world, wakeOutbox, clock }: PaymentServiceParts,
): PaymentServices {
  const { db, liveness } = database;
  const { gateway, directory, carrier } = world;
  const captcha = createAltchaCaptcha(db, signingKey, {
    cost: config.captchaCost,
    maxCounter: config.captchaMaxCounter,
  });
  const shared = {
    db,
    gateway,
    directory,
    captcha,
    log: server.log,
    fingerprintKey: fingerprintKeyOf(signingKey),
    liveness,
    wakeOutbox,
    ...(clock ? { clock } : {}),
  };
  const billPay = new BillPayService({ ...shared, reference });
  const cardChecks = new CardChecks({ ...shared, clock: clock ?? Date.now });
  const sweeper = new PaymentSweeper(
    async () => {
      await billPay.sweep();
      await cardChecks.sweep();
    },
    config.billPaySweepMs,
    server.log,
    'bill-pay sweep',
  );
  server.addHook('onReady', async () => sweeper.start());
  server.addHook('onClose', async () => sweeper.stop());
  const topUp = new TopUpService({ ...shared, carrier });
  // Top-up delivery, status checks and reversals: a durable job on each captured top-up's row.
  const topUpWorker = new PaymentSweeper(
    () => topUp.sweep(),
    config.topUpDeliveryPollMs,
    server.log,
    'top-up sweep',
  );
  server.addHook('onReady', async () => topUpWorker.start());
  server.addHook('onClose', async () => topUpWorker.stop());
  return { billPay, topUp, cardChecks, captcha };
}
