import path from 'node:path';
import { SANDBOX_POWERTRANZ_CREDENTIALS } from '@yo/sandbox';
import { packageDir } from './package-dir.js';

/** argon2id cost. OWASP's recommendation (19 MiB, 2 passes, 1 lane) unless a test lowers it. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives as long as the process. */
  dataDir: string;
  /** Schema (via search_path) the tables live in on a PostgreSQL server; used to isolate test runs. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
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
  /** Base of links the API sends people, such as the password-reset link. */
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
  powertranzId: string;
  powertranzPassword: string;
  /** The payees' directory (lookups and postings); unset with the sandbox on means the sandbox's. */
  payeeDirectoryUrl: string | undefined;
  /** ALTCHA proof of work: SHA-256 rounds per try, and the highest counter a solver may need. */
  captchaCost: number;
  captchaMaxCounter: number;
  /** How often abandoned 3-D Secure sessions and unposted captured payments are looked for, in ms. */
  billPaySweepMs: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    production: env.NODE_ENV === 'production',
    port: integer(env.PORT, 3000, 'PORT'),
    host: optional(env.HOST) ?? '0.0.0.0',
    databaseUrl: optional(env.DATABASE_URL),
    dataDir: optional(env.PGLITE_DATA_DIR) ?? './.data',
    databaseSchema: optional(env.DATABASE_SCHEMA),
    redisUrl: optional(env.REDIS_URL),
    sandbox: env.SANDBOX?.trim().toLowerCase() !== 'off',
    appClientId: optional(env.APP_CLIENT_ID) ?? 'yo-web',
    appClientSecret: optional(env.APP_CLIENT_SECRET) ?? 'yo-web-local-secret',
    smtpUrl: optional(env.SMTP_URL),
    smsGatewayUrl: optional(env.SMS_GATEWAY_URL),
    sandboxSmtpPort: integer(env.SANDBOX_SMTP_PORT, 0, 'SANDBOX_SMTP_PORT'),
    webDist: path.resolve(packageDir(), optional(env.WEB_DIST) ?? '../web/dist'),
    publicUrl: optional(env.PUBLIC_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Yo <no-reply@yo.tt>',
    supportEmail: optional(env.SUPPORT_EMAIL) ?? 'support@yo.tt',
    jwtSecret: optional(env.JWT_SECRET),
    passwordHashing: OWASP_ARGON2ID,
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    outboxPollMs: integer(env.OUTBOX_POLL_MS, 1000, 'OUTBOX_POLL_MS'),
    outboxRetryBaseMs: integer(env.OUTBOX_RETRY_BASE_MS, 2000, 'OUTBOX_RETRY_BASE_MS'),
    rateLimitScale: Math.max(1, integer(env.RATE_LIMIT_SCALE, 1, 'RATE_LIMIT_SCALE')),
    powertranzBaseUrl: optional(env.POWERTRANZ_BASE_URL),
    // The sandbox's own pair (not a secret: a simulator); PowerTranz staging gives real ones.
    powertranzId: optional(env.POWERTRANZ_ID) ?? SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzId,
    powertranzPassword:
      optional(env.POWERTRANZ_PASSWORD) ?? SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzPassword,
    payeeDirectoryUrl: optional(env.PAYEE_DIRECTORY_URL),
    captchaCost: Math.max(1, integer(env.CAPTCHA_COST, 2, 'CAPTCHA_COST')),
    captchaMaxCounter: Math.max(2, integer(env.CAPTCHA_MAX_COUNTER, 20_000, 'CAPTCHA_MAX_COUNTER')),
    billPaySweepMs: integer(env.BILLPAY_SWEEP_MS, 30_000, 'BILLPAY_SWEEP_MS'),
  };
}
