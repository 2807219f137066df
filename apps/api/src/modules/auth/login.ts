import { createHash, timingSafeEqual } from 'node:crypto';
import { LOGIN_CAPTCHA_CHALLENGE_PATH, routes, validateLogin } from '@yo/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { customers } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { serverMessages } from '../../http/server-messages.js';
import { primaryPhoneNumber } from '../customers/phones.js';
import { emailKey, limits, ruleBroken } from './limits.js';
import type { LoginGuard } from './login-guard.js';

/** Challenges of a login from one address (the widget asks once per try). */
const challengeLimit = { max: 30, timeWindow: '1 minute' };

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** users/authenticateAPI, users/authenticate (with its guard), its captcha's challenge, logout. */
export function registerLoginRoutes(
  context: AppContext,
  deps: { server: FastifyInstance; guard: LoginGuard },
): void {
  const { db, define, tokens, passwords, config } = context;
  const { server, guard } = deps;

  define(routes.authenticateApi, { rateLimit: limits.appToken }, async ({ body }) => {
    const valid =
      sameSecret(body.username, config.appClientId) &&
      sameSecret(body.password, config.appClientSecret);
    if (!valid) throw new HttpError(401, serverMessages.invalidAppCredentials);
    const { token } = await tokens.issue('anonymous', null);
    return ok({ token });
  });

  define(routes.login, { rateLimit: limits.login }, async ({ body }, request) => {
    const check = validateLogin({ username: body.username, password: body.password });
    if (!check.ok) ruleBroken(check.first);
    const account = emailKey(body.username)!;
    if (!(await guard.fromAddress(account, request.ip))) {
      request.log.info({ limit: 'login-email-address' }, 'per-account limit reached');
      throw new HttpError(429, serverMessages.tooManyRequests);
    }
    if (!(await guard.proven(account, body.captcha))) {
      const next = await guard.unproven(account);
      if (next === 'too-many') {
        request.log.info({ limit: 'login-email' }, 'per-account limit reached');
        throw new HttpError(429, serverMessages.tooManyRequests);
      }
      if (next === 'needs-captcha') return refused(serverMessages.loginCaptchaRequired);
    }
    const [customer] = await db
      .select({ id: customers.id, email: customers.email, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, account));
    if (!customer) {
      await passwords.verifyNothing(body.password);
      await guard.failed(account, null);
      return refused(serverMessages.invalidCredentials);
    }
    if (!(await passwords.verify(customer.passwordHash, body.password))) {
      await guard.failed(account, customer);
      return refused(serverMessages.invalidCredentials);
    }
    const { token } = await tokens.issue('otp-pending', customer.id);
    return ok({ token, phoneNumber: await primaryPhoneNumber(db, customer.id) });
  });

  // ALTCHA's widget reads the challenge itself, as it is (no envelope), as /api/captcha/challenge.
  server.get<{ Querystring: { username?: unknown } }>(
    LOGIN_CAPTCHA_CHALLENGE_PATH,
    {
      config: { rateLimit: { ...challengeLimit, max: challengeLimit.max * config.rateLimitScale } },
    },
    async (request, reply) => {
      const account =
        typeof request.query.username === 'string' ? emailKey(request.query.username) : null;
      if (!account) throw new HttpError(400, serverMessages.invalidRequest('username is missing'));
      return reply.header('cache-control', 'no-store').send(await guard.challenge(account));
    },
  );

  define(routes.logout, { allowOtpPending: true }, async ({ principal }) => {
    await tokens.revoke(principal!.sessionId);
    return ok(null);
  });
}
