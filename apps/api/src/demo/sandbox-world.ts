import path from 'node:path';
import { createSandbox, SANDBOX_POWERTRANZ_CREDENTIALS, type Sandbox } from '@yo/sandbox';
import type { Config } from '../config.js';
import { createHttpCarrier } from '../integrations/carrier.js';
import { createHttpSmsSender } from '../integrations/http-sms.js';
import { createHttpPayeeDirectory } from '../integrations/payee-directory.js';
import { createPowerTranzGateway } from '../integrations/powertranz.js';
import { createSmtpMailer } from '../integrations/smtp-mailer.js';
import type { OutsideWorldFactory } from '../outside-world.js';

/**
 * The demo's outside world: the sandbox's simulators, served by this same process under
 * /sandbox, for whatever the settings do not point elsewhere (README: PowerTranz staging with the
 * demo is configuration). Never used by a deployment.
 */
export function sandboxWorld(
  config: Config,
  options: { sandbox?: Sandbox; persistPanTokens?: boolean } = {},
): OutsideWorldFactory {
  return async (server) => {
    const sandbox =
      options.sandbox ??
      (await createSandbox({
        smtpPort: config.sandboxSmtpPort,
        // The 3-D Secure pages must point where browsers reach the sandbox.
        ...(config.publicUrl ? { publicBaseUrl: `${config.publicUrl}/sandbox` } : {}),
        // Saved cards outlive a restart: the gateway's PanTokens are kept beside PGlite's data.
        ...(options.persistPanTokens
          ? { panTokenFile: path.join(config.dataDir, 'sandbox-pan-tokens.json') }
          : {}),
      }));
    /** A path of this server's own sandbox, once it listens. */
    const ownSandbox = (sandboxPath: string) => {
      const address = server.server.address();
      if (address === null || typeof address === 'string') return null;
      return `http://127.0.0.1:${address.port}/sandbox${sandboxPath}`;
    };
    const mailer = createSmtpMailer(config.smtpUrl ?? sandbox.smtp.url, config.mailFrom);
    const realGateway = config.powertranzBaseUrl !== undefined;
    return {
      gateway: createPowerTranzGateway({
        baseUrl: () => config.powertranzBaseUrl ?? ownSandbox('/powertranz'),
        powerTranzId: realGateway
          ? (config.powertranzId ?? '')
          : SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzId,
        powerTranzPassword: realGateway
          ? (config.powertranzPassword ?? '')
          : SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzPassword,
      }),
      directory: createHttpPayeeDirectory(() => config.payeeDirectoryUrl ?? ownSandbox('/payees')),
      carrier: createHttpCarrier({
        baseUrl: () => config.carrierBaseUrl ?? ownSandbox('/airtime'),
        clientId:
          config.carrierBaseUrl !== undefined
            ? (config.carrierClientId ?? '')
            : sandbox.airtime.credentials.clientId,
        clientSecret:
          config.carrierBaseUrl !== undefined
            ? (config.carrierClientSecret ?? '')
            : sandbox.airtime.credentials.clientSecret,
      }),
      mailer,
      sms: createHttpSmsSender(() => config.smsGatewayUrl ?? ownSandbox(sandbox.smsPath)),
      sandbox,
      async close() {
        mailer.close();
        if (!options.sandbox) await sandbox.close();
      },
    };
  };
}
