import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '@yo/sandbox';
import type { Config } from './config.js';
import type { CardGateway } from './integrations/card-gateway.js';
import { createHttpCarrier, type Carrier } from './integrations/carrier.js';
import { createHttpSmsSender } from './integrations/http-sms.js';
import { createHttpPayeeDirectory, type PayeeDirectory } from './integrations/payee-directory.js';
import type { Mailer, SmsSender } from './integrations/ports.js';
import { createPowerTranzGateway } from './integrations/powertranz.js';
import { createSmtpMailer } from './integrations/smtp-mailer.js';

/**
 * Everything outside Yo that the API talks to: the card gateway, the payees' directory, mail and
 * SMS. A deployment speaks to the real services named in its settings; the demo to the sandbox.
 */
export interface OutsideWorld {
  gateway: CardGateway;
  directory: PayeeDirectory;
  /** The airtime aggregator that delivers top-ups. */
  carrier: Carrier;
  mailer: Mailer;
  sms: SmsSender;
  /** The demo's simulators, served under /sandbox; always null in a deployment. */
  sandbox: Sandbox | null;
  close(): Promise<void>;
}

/** Builds the outside world once the server exists (the sandbox's URLs need its address). */
export type OutsideWorldFactory = (server: FastifyInstance) => Promise<OutsideWorld>;

/** Without SMTP_URL, mail waits in the outbox until one is configured. */
const noMailer: Mailer = {
  send: () => Promise.reject(new Error('no SMTP server configured (SMTP_URL)')),
  close: () => undefined,
};

/** The real services named by the settings (a deployment checks they are all there first). */
export function configuredWorld(config: Config): OutsideWorldFactory {
  return async () => {
    const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : noMailer;
    return {
      gateway: createPowerTranzGateway({
        baseUrl: () => config.powertranzBaseUrl ?? null,
        powerTranzId: config.powertranzId ?? '',
        powerTranzPassword: config.powertranzPassword ?? '',
      }),
      directory: createHttpPayeeDirectory(() => config.payeeDirectoryUrl ?? null),
      carrier: createHttpCarrier({
        baseUrl: () => config.carrierBaseUrl ?? null,
        clientId: config.carrierClientId ?? '',
        clientSecret: config.carrierClientSecret ?? '',
      }),
      mailer,
      sms: createHttpSmsSender(() => config.smsGatewayUrl ?? null),
      sandbox: null,
      close: async () => mailer.close(),
    };
  };
}

/**
 * The outside world the configuration asks for: the sandbox for the demo (loaded only then, so
 * a deployment never loads @yo/sandbox), the configured services otherwise.
 */
export async function defaultOutsideWorld(
  config: Config,
  options: { sandbox?: Sandbox; persistPanTokens?: boolean } = {},
): Promise<OutsideWorldFactory> {
  if (!options.sandbox && !config.sandbox) return configuredWorld(config);
  const { sandboxWorld } = await import('./demo/sandbox-world.js');
  return sandboxWorld(config, options);
}
