import type { FastifyPluginAsync } from 'fastify';
import { AirtimeAggregator, type AirtimeCredentials } from './airtime/aggregator.js';
import { airtimeRoutes } from './airtime/routes.js';
import { inboxRoutes } from './inbox/routes.js';
import { SandboxSmtpServer } from './mail/smtp-server.js';
import { MessageStore } from './messages.js';
import { PayeeDirectory } from './payees/directory.js';
import { payeeRoutes } from './payees/routes.js';
import { PowerTranzGateway, type PowerTranzCredentials } from './powertranz/gateway.js';
import { powertranzRoutes } from './powertranz/routes.js';
import { smsGateway } from './sms/gateway.js';

/** The credentials the sandbox gateway accepts unless told otherwise (not secrets: a simulator). */
export const SANDBOX_POWERTRANZ_CREDENTIALS: PowerTranzCredentials = {
  powerTranzId: '88806501',
  powerTranzPassword: 'yo-sandbox-powertranz',
};

export interface SandboxOptions {
  /** Where the SMTP server listens; port 0 (the default) picks a free one. */
  smtpHost?: string;
  smtpPort?: number;
  /** The PowerTranz-PowerTranzId and -Password the card gateway accepts. */
  powertranzCredentials?: PowerTranzCredentials;
  /** The sandbox as browsers reach it (e.g. `https://yo.example/sandbox`), for the 3DS pages. */
  publicBaseUrl?: string;
  /** Milliseconds since the epoch; tests move it forward to expire SpiTokens. */
  clock?: () => number;
  /** Where the card gateway keeps its PanTokens across restarts (memory only when unset). */
  panTokenFile?: string;
  /** The client id and secret the airtime aggregator accepts. */
  airtimeCredentials?: AirtimeCredentials;
}

/** The client credentials the sandbox aggregator accepts unless told otherwise (a simulator's). */
export const SANDBOX_AIRTIME_CREDENTIALS: AirtimeCredentials = {
  clientId: 'yo-sandbox-airtime',
  clientSecret: 'yo-sandbox-airtime-secret',
};

/** The host's demo account, shown on the inbox page and at `GET /api/demo-customer`. */
export interface DemoCustomer {
  email: string;
  password: string;
}

/** Options the host passes when it registers the plugin (the sandbox never imports the host). */
export interface SandboxPluginOptions {
  /** The app's demo customer, if it made one; the sandbox only shows it. */
  demoCustomer?: DemoCustomer | null;
}

export interface Sandbox {
  /** The HTTP side of every simulator; the host registers it under a prefix such as `/sandbox`. */
  plugin: FastifyPluginAsync<SandboxPluginOptions>;
  messages: MessageStore;
  smtp: SandboxSmtpServer;
  /** Path of the SMS gateway's send endpoint, relative to the prefix the plugin is mounted under. */
  smsPath: string;
  /** The PowerTranz card gateway's state (masked transactions). */
  powertranz: PowerTranzGateway;
  /** The payees' accounts and the postings they received. */
  payees: PayeeDirectory;
  /** The airtime aggregator's top-ups (one per customIdentifier). */
  airtime: AirtimeAggregator;
  close(): Promise<void>;
}

/**
 * Starts the outside-world simulators. Each lives in its own folder (mail/, sms/, inbox/,
 * powertranz/, payees/, airtime/) and is registered here, so adding one is a folder and a line.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const messages = new MessageStore();
  const smtp = new SandboxSmtpServer(messages, {
    host: options.smtpHost ?? '127.0.0.1',
    port: options.smtpPort ?? 0,
  });
  await smtp.start();
  const powertranz = new PowerTranzGateway({
    credentials: options.powertranzCredentials ?? SANDBOX_POWERTRANZ_CREDENTIALS,
    clock: options.clock ?? Date.now,
    ...(options.panTokenFile ? { panTokenFile: options.panTokenFile } : {}),
  });
  const payees = new PayeeDirectory();
  const airtime = new AirtimeAggregator({
    credentials: options.airtimeCredentials ?? SANDBOX_AIRTIME_CREDENTIALS,
    clock: options.clock ?? Date.now,
  });

  const plugin: FastifyPluginAsync<SandboxPluginOptions> = async (app, pluginOptions) => {
    app.get('/api/health', async () => ({ status: 'ok', smtp: smtp.running ? 'up' : 'down' }));
    await app.register(inboxRoutes(messages, pluginOptions.demoCustomer ?? null));
    await app.register(smsGateway(messages));
    await app.register(powertranzRoutes(powertranz, { publicBaseUrl: options.publicBaseUrl }));
    await app.register(payeeRoutes(payees));
    await app.register(airtimeRoutes(airtime));
  };

  return {
    plugin,
    messages,
    smtp,
    smsPath: '/sms/messages',
    powertranz,
    payees,
    airtime,
    close: () => smtp.stop(),
  };
}
