import { createHash } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { LimitCounters } from '../../http/limit-store.js';
import { RATE_LIMIT_PREFIX } from '../../http/rate-limits.js';
import type { Captcha } from '../../integrations/captcha.js';
import { notifications } from '../../integrations/notifications.js';
import { enqueue } from '../../integrations/outbox.js';
import { accountLimits } from './limits.js';

/** Failed logins of an account (whatever the addresses) after which its login asks for the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Each further this many tries doubles the proof's counter, up to MAX_COST_DOUBLINGS times. */
const FAILURES_PER_DOUBLING = 3;
const MAX_COST_DOUBLINGS = 4;
/** How long failures are remembered, and the owner's notice at most once per this. */
const FAILURE_WINDOW_MS = 15 * 60_000;
const NOTICE_WINDOW_MS = 6 * 60 * 60_000;
/** The window of accountLimits.loginPerEmail and loginPerEmailAndAddress ('15 minutes'). */
const LIMIT_WINDOW_MS = 15 * 60_000;

/** Counter keys carry a hash: no email in Redis. */
const hashed = (account: string) => createHash('sha256').update(account).digest('base64url');
const accountKey = (name: string, account: string) =>
  `${RATE_LIMIT_PREFIX}account-${name}:${hashed(account)}`;

/** What a login without a proof of work may do now. */
export type UnprovenLogin = 'check-password' | 'needs-captcha' | 'too-many';

/**
 * The login's defence against guessing one account from many addresses without locking its owner
 * out: after CAPTCHA_AFTER_FAILURES failed logins the account's login needs an ALTCHA proof of
 * work (dearer as failures go on), a login with the proof skips the per-account limit (it still
 * meets the per-address and per-account-and-address ones), and the owner is told by mail, at most
 * once in NOTICE_WINDOW_MS. Every count is in LimitCounters (Redis, or the process).
 */
export class LoginGuard {
  constructor(
    private readonly deps: {
      db: Database;
      counters: LimitCounters;
      captcha: Captcha;
      /** The settings' counter of a payment's captcha: the cheapest login proof. */
      baseMaxCounter: number;
      rateLimitScale: number;
      wakeOutbox: () => void;
      log: FastifyBaseLogger;
    },
  ) {}

  private get threshold(): number {
    return CAPTCHA_AFTER_FAILURES * this.deps.rateLimitScale;
  }

  private failures(account: string): Promise<number> {
    return this.deps.counters.read(accountKey('login-failures', account)).then((c) => c.current);
  }

  private bound(account: string) {
    return { purpose: 'login', account: hashed(account) };
  }

  /**
   * The challenge of this account's login, dearer the more it is tried: its failed passwords and
   * its logins without a proof (which a guesser keeps sending) both count.
   */
  async challenge(account: string): Promise<Challenge> {
    const [failures, unproven] = await Promise.all([
      this.failures(account),
      this.deps.counters.read(accountKey(accountLimits.loginPerEmail.name, account)),
    ]);
    const beyond = Math.max(0, failures + unproven.current - this.threshold);
    const doublings = Math.min(
      MAX_COST_DOUBLINGS,
      Math.floor(beyond / (FAILURES_PER_DOUBLING * this.deps.rateLimitScale)),
    );
    return this.deps.captcha.challenge({
      data: this.bound(account),
      maxCounter: this.deps.baseMaxCounter * 2 ** doublings,
    });
  }

  /** Whether `payload` solves a challenge of this account's login, not used before. */
  proven(account: string, payload: string | undefined): Promise<boolean> {
    if (!payload) return Promise.resolve(false);
    return this.deps.captcha.verify(payload, undefined, this.bound(account));
  }

  /** A login from `address` for `account`: false once that pair has used its budget. */
  async fromAddress(account: string, address: string): Promise<boolean> {
    const limit = accountLimits.loginPerEmailAndAddress;
    const count = await this.deps.counters.incr(
      accountKey(limit.name, `${account}\n${address}`),
      LIMIT_WINDOW_MS,
    );
    return count.current <= limit.max * this.deps.rateLimitScale;
  }

  /** Counts a login without a proof against the account's limit and says what it may do. */
  async unproven(account: string): Promise<UnprovenLogin> {
    const limit = accountLimits.loginPerEmail;
    const [count, failures] = await Promise.all([
      this.deps.counters.incr(accountKey(limit.name, account), LIMIT_WINDOW_MS),
      this.failures(account),
    ]);
    if (count.current > limit.max * this.deps.rateLimitScale) return 'too-many';
    return failures >= this.threshold ? 'needs-captcha' : 'check-password';
  }

  /** A wrong password for `account`; tells its owner (if there is one) once failures pile up. */
  async failed(account: string, owner: { email: string } | null): Promise<void> {
    const failures = await this.deps.counters.incr(
      accountKey('login-failures', account),
      FAILURE_WINDOW_MS,
    );
    if (!owner || failures.current < this.threshold) return;
    const notice = await this.deps.counters.incr(
      accountKey('login-notice', account),
      NOTICE_WINDOW_MS,
    );
    if (!notice.first) return;
    const mail = notifications.loginAttemptsEmail();
    await enqueue(this.deps.db, {
      channel: 'email',
      recipient: owner.email,
      subject: mail.subject,
      body: mail.body,
    });
    this.deps.wakeOutbox();
    this.deps.log.info('owner told of failed logins to their account');
  }
}
