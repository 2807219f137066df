import { isIP } from 'node:net';
import path from 'node:path';
import { packageDir } from './package-dir.js';

/** argon2id cost. OWASP's recommendation (19 MiB, 2 passes, 1 lane) unless a test lowers it. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  production: boolean;
  /**
   * The one-machine demo (`pnpm start`, the browser tests, development): the sandbox is wired in
   * for the outside world. `DEMO=on` turns it on in a production build; outside production it is
   * always on. A deployment (production without it) never serves the sandbox.
   */
  demo: boolean;
  /** Proxies whose X-Forwarded-For/-Proto are believed (addresses or CIDRs); empty: none. */
  trustProxy: string[];
  /**
   * Extra `'sha256-…'` sources for the pages' script-src (CSP_SCRIPT_HASHES): the inline scripts
   * of the card gateway's 3-D Secure page, which the app shows by srcdoc under its own CSP.
   */
  cspScriptHashes: string[];
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives as long as the process. */
  dataDir: string;
  /** Schema (via search_path) the tables live in on a PostgreSQL server; used to isolate test runs. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  /** Unset: /api/health says `ok` only; set: the `x-health-details` header with it shows details. */
  healthDetailsToken: string | undefined;
  sandbox: boolean;
  appClientId: string;
  appClientSecret: string;
  /** Where mail goes; unset with the sandbox on means the sandbox's SMTP server. */
  smtpUrl: string | undefined;
  /** The SMS gateway's send URL; unset with the sandbox on means the sandbox's gateway. */
  smsGatewayUrl: string | undefined;
  /** Port of the sandbox SMTP server; 0 picks a free one. */
  sandboxSmtpPort: number;
  webDist: string;
  /** Where browsers reach Yo (PUBLIC_URL); a deployment refuses to start without it. */
  publicUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Signing key for tokens; unset means one generated once and kept in the database. */
  jwtSecret: string | undefined;
  passwordHashing: PasswordHashing;
  logLevel: string;
  /** How often the outbox worker looks for due messages, in ms. */
  outboxPollMs: number;
  /** First delay before a failed message is tried again, in ms; it doubles with each failure. */
  outboxRetryBaseMs: number;
  /** Multiplies every per-address rate limit (a local load test raises them; 1 in service). */
  rateLimitScale: number;
  /** PowerTranz (e.g. https://staging.ptranz.com); unset with the sandbox on means its simulator. */
  powertranzBaseUrl: string | undefined;
  /** Unset in the demo means the sandbox's own pair; a deployment must set real ones. */
  powertranzId: string | undefined;
  powertranzPassword: string | undefined;
  /** The payees' directory (lookups and postings); unset with the sandbox on means the sandbox's. */
  payeeDirectoryUrl: string | undefined;
  /** ALTCHA proof of work: SHA-256 rounds per try, and the highest counter a solver may need. */
  captchaCost: number;
  captchaMaxCounter: number;
  /** How often abandoned 3-D Secure sessions and unposted captured payments are looked for, in ms. */
  billPaySweepMs: number;
  /** The airtime aggregator (e.g. https://topups.reloadly.com); unset with the sandbox on means its. */
  carrierBaseUrl: string | undefined;
  /** Unset with the sandbox on means the sandbox aggregator's own pair. */
  carrierClientId: string | undefined;
  carrierClientSecret: string | undefined;
  /** How often top-ups due for delivery, status checks or reversal are looked for, in ms (0: never). */
  topUpDeliveryPollMs: number;
  /**
   * How old the reference tables' change counters may be, in ms: the longest a change to payees,
   * banners, service status or countries takes to show (0: read them for every request).
   */
  referenceMaxAgeMs: number;
}

export const OWASP_ARGON2ID: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * Base of every link the API sends people (the password-reset link): PUBLIC_URL, never the
 * request's Host header. Only the demo runs without PUBLIC_URL: its links say localhost:$PORT.
 */
export function linkBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

function switchedOn(value: string | undefined): boolean {
  return ['on', 'true', '1', 'yes'].includes(value?.trim().toLowerCase() ?? '');
}

/** TRUST_PROXY: comma-separated addresses or CIDRs (`10.0.0.0/8, 127.0.0.1`). */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const validBits =
      bits === undefined ||
      (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits && rest.length === 0);
    if (version === 0 || !validBits) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an IP address or CIDR range`);
    }
  }
  return entries;
}

/** CSP_SCRIPT_HASHES: `sha256-…` values (quoted or not), separated by spaces or commas. */
export function parseScriptHashes(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const bare = entry.replace(/^'|'$/g, '');
      if (!/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(bare)) {
        throw new Error(
          `CSP_SCRIPT_HASHES: '${entry}' is not a sha256-, sha384- or sha512- source`,
        );
      }
      return `'${bare}'`;
    });
}

function publicUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://yo.example`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://yo.example`);
  }
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const demo = !production || switchedOn(env.DEMO);
  const port = integer(env.PORT, 3000, 'PORT');
  const publicUrl = publicUrlOf(optional(env.PUBLIC_URL));
  return {
    production,
    demo,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspScriptHashes: parseScriptHashes(env.CSP_SCRIPT_HASHES),
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    databaseUrl: optional(env.DATABASE_URL),
    dataDir: optional(env.PGLITE_DATA_DIR) ?? './.data',
    databaseSchema: optional(env.DATABASE_SCHEMA),
    redisUrl: optional(env.REDIS_URL),
    healthDetailsToken: optional(env.HEALTH_DETAILS_TOKEN),
    // Only the demo has the sandbox; SANDBOX=off runs the demo without it.
    sandbox: demo && env.SANDBOX?.trim().toLowerCase() !== 'off',
    appClientId: optional(env.APP_CLIENT_ID) ?? 'yo-web',
    appClientSecret: optional(env.APP_CLIENT_SECRET) ?? 'yo-web-local-secret',
    smtpUrl: optional(env.SMTP_URL),
    smsGatewayUrl: optional(env.SMS_GATEWAY_URL),
    sandboxSmtpPort: integer(env.SANDBOX_SMTP_PORT, 0, 'SANDBOX_SMTP_PORT'),
    webDist: path.resolve(packageDir(), optional(env.WEB_DIST) ?? '../web/dist'),
    publicUrl,
    mailFrom: optional(env.MAIL_FROM) ?? 'Yo <no-reply@yo.tt>',
    supportEmail: optional(env.SUPPORT_EMAIL) ?? 'support@yo.tt',
    jwtSecret: optional(env.JWT_SECRET),
    passwordHashing: OWASP_ARGON2ID,
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    outboxPollMs: integer(env.OUTBOX_POLL_MS, 1000, 'OUTBOX_POLL_MS'),
    outboxRetryBaseMs: integer(env.OUTBOX_RETRY_BASE_MS, 2000, 'OUTBOX_RETRY_BASE_MS'),
    rateLimitScale: Math.max(1, integer(env.RATE_LIMIT_SCALE, 1, 'RATE_LIMIT_SCALE')),
    powertranzBaseUrl: optional(env.POWERTRANZ_BASE_URL),
    powertranzId: optional(env.POWERTRANZ_ID),
    powertranzPassword: optional(env.POWERTRANZ_PASSWORD),
    payeeDirectoryUrl: optional(env.PAYEE_DIRECTORY_URL),
    captchaCost: Math.max(1, integer(env.CAPTCHA_COST, 2, 'CAPTCHA_COST')),
    captchaMaxCounter: Math.max(2, integer(env.CAPTCHA_MAX_COUNTER, 20_000, 'CAPTCHA_MAX_COUNTER')),
    billPaySweepMs: integer(env.BILLPAY_SWEEP_MS, 30_000, 'BILLPAY_SWEEP_MS'),
    carrierBaseUrl: optional(env.CARRIER_BASE_URL),
    carrierClientId: optional(env.CARRIER_CLIENT_ID),
    carrierClientSecret: optional(env.CARRIER_CLIENT_SECRET),
    topUpDeliveryPollMs: integer(env.TOPUP_DELIVERY_POLL_MS, 2_000, 'TOPUP_DELIVERY_POLL_MS'),
    referenceMaxAgeMs: integer(env.REFERENCE_MAX_AGE_MS, 1_000, 'REFERENCE_MAX_AGE_MS'),
  };
}

/**
 * Why a deployment (NODE_ENV=production without DEMO=on) must not start: each missing or unsafe
 * setting, in words an operator can act on. Empty for the demo and for a complete deployment.
 * `sandboxCredentials` is the sandbox gateway's published pair, when the sandbox is installed.
 */
export function deploymentProblems(
  config: Config,
  sandboxCredentials: { powerTranzId: string; powerTranzPassword: string } | null,
): string[] {
  if (config.demo) return [];
  const problems: string[] = [];
  const need = (value: unknown, name: string, why: string) => {
    if (value === undefined || value === '') problems.push(`${name} is not set: ${why}`);
  };
  need(
    config.publicUrl,
    'PUBLIC_URL',
    'links in mail and the 3-D Secure return address are built from it, never from the Host header',
  );
  need(config.smtpUrl, 'SMTP_URL', 'codes and reset links are mailed through it');
  need(config.smsGatewayUrl, 'SMS_GATEWAY_URL', 'codes are sent by SMS through it');
  need(config.powertranzBaseUrl, 'POWERTRANZ_BASE_URL', 'cards are charged through PowerTranz');
  need(config.powertranzId, 'POWERTRANZ_ID', 'the PowerTranz merchant id');
  need(config.powertranzPassword, 'POWERTRANZ_PASSWORD', 'the PowerTranz processing password');
  need(config.payeeDirectoryUrl, 'PAYEE_DIRECTORY_URL', 'bills are looked up and posted there');
  need(config.carrierBaseUrl, 'CARRIER_BASE_URL', 'top-ups are checked and delivered there');
  need(config.carrierClientId, 'CARRIER_CLIENT_ID', "the airtime aggregator's client id");
  need(config.carrierClientSecret, 'CARRIER_CLIENT_SECRET', "the airtime aggregator's secret");
  if (
    sandboxCredentials &&
    (config.powertranzId === sandboxCredentials.powerTranzId ||
      config.powertranzPassword === sandboxCredentials.powerTranzPassword)
  ) {
    problems.push(
      "POWERTRANZ_ID/POWERTRANZ_PASSWORD are the sandbox's published pair, not real credentials",
    );
  }
  return problems;
}
