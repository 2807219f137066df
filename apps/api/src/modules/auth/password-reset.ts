import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { routes, toastMessages, validateForgotPassword, validateResetPassword } from '@yo/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { linkBaseUrl } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { customers, passwordResets } from '../../db/schema.js';
import { ok, refused } from '../../http/envelope.js';
import { serverMessages } from '../../http/server-messages.js';
import { notifications } from '../../integrations/notifications.js';
import { enqueue } from '../../integrations/outbox.js';
import { accountLimits, emailKey, limits, ruleBroken } from './limits.js';

export const RESET_LINK_MINUTES = 30;
const RESETS_PER_EMAIL_PER_HOUR = 3;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** users/sendresetpassemail and users/verifyemailpass: the password reset by a mailed link. */
export function registerPasswordResetRoutes(
  context: AppContext,
  deps: { server: FastifyInstance },
): void {
  const { db, define, tokens, passwords, config } = context;
  const { server } = deps;

  /** A new link for the account of `email`, if there is one, queued in the outbox. */
  async function mailResetLink(email: string): Promise<void> {
    const [customer] = await db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()));
    if (!customer) return;
    const [recent] = await db
      .select({ requested: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.customerId, customer.id),
          gt(passwordResets.createdAt, new Date(Date.now() - 60 * 60_000)),
        ),
      );
    if ((recent?.requested ?? 0) >= RESETS_PER_EMAIL_PER_HOUR) return;
    const ref = randomBytes(32).toString('base64url');
    // PUBLIC_URL only: a Host header names whatever the sender likes.
    const link = `${linkBaseUrl(config)}/resetpassword?ref=${ref}`;
    await db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        id: randomUUID(),
        customerId: customer.id,
        tokenHash: sha256(ref),
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      const mail = notifications.resetEmail(link, RESET_LINK_MINUTES);
      await enqueue(tx as unknown as Database, {
        channel: 'email',
        recipient: customer.email,
        subject: mail.subject,
        body: mail.body,
      });
    });
    context.wakeOutbox();
  }

  // The work of a request after its answer; the server waits for it before it closes.
  const inFlight = new Set<Promise<void>>();
  server.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });
  function afterAnswering(work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => server.log.error({ err: error }, 'password reset mail failed'))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  define(
    routes.sendResetPasswordEmail,
    {
      rateLimit: limits.resetRequest,
      accountLimits: [
        { ...accountLimits.resetPerEmail, key: ({ query }) => emailKey(query.email) },
      ],
    },
    async ({ query }) => {
      const check = validateForgotPassword({ email: query.email });
      if (!check.ok) ruleBroken(check.first);
      // The same answer, in the same time, whether or not the email has an account: whether
      // there is one is looked up only once the answer has left (the link goes by the outbox).
      afterAnswering(() => mailResetLink(query.email));
      return ok(null, { msg: serverMessages.resetLinkSent });
    },
  );

  define(routes.resetPassword, { rateLimit: limits.resetUse }, async ({ body }) => {
    const check = validateResetPassword({
      password: body.Password,
      confirmPassword: body.Password,
    });
    if (!check.ok) ruleBroken(check.first);
    const passwordHash = await passwords.hash(body.Password);
    const [used] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(body.ValidString)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (!used) return refused(serverMessages.resetLinkInvalid);
    await db
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, used.customerId));
    // Whoever knew the old password is signed out everywhere.
    await tokens.revokeAllOf(used.customerId);
    return ok(null, { msg: toastMessages.passwordReset });
  });
}
