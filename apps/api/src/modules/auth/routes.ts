import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  digitsOnly,
  isValidEmail,
  routes,
  signupMessages,
  toastMessages,
  validateAccountPhone,
  validateForgotPassword,
  validateLogin,
  validateOtp,
  validateResetPassword,
  validateSignup,
  validateSignupField,
  OTP_DEFAULT_TIMEOUT_SECONDS,
} from '@yo/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { linkBaseUrl } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { customerPhones, customers, passwordResets, signupCountries } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { userOf, type RateLimit } from '../../http/routes.js';
import { serverMessages } from '../../http/server-messages.js';
import { enqueue } from '../../integrations/outbox.js';
import { notifications } from '../../integrations/notifications.js';
import { activeHolderOf, primaryPhoneNumber } from '../customers/phones.js';
import type { CodeChannel, CodePurpose, IssueResult, VerifyResult } from './codes.js';
import type { Principal } from './tokens.js';

const limits = {
  appToken: { max: 60, timeWindow: '1 minute' },
  login: { max: 10, timeWindow: '1 minute' },
  codeSend: { max: 10, timeWindow: '10 minutes' },
  codeVerify: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  resetRequest: { max: 5, timeWindow: '15 minutes' },
  resetUse: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

/**
 * Limits per account beside the per-address ones: a new address per request (a botnet, or a
 * forged X-Forwarded-For) gets no fresh budget for guessing one person's password or code.
 */
const accountLimits = {
  loginPerEmail: { name: 'login-email', max: 10, timeWindow: '15 minutes' },
  codeSendPerPhone: { name: 'code-send-phone', max: 10, timeWindow: '10 minutes' },
  codeSendPerEmail: { name: 'code-send-email', max: 10, timeWindow: '10 minutes' },
  codeCheckPerPhone: { name: 'code-check-phone', max: 20, timeWindow: '10 minutes' },
  codeCheckPerSession: { name: 'code-check-session', max: 20, timeWindow: '10 minutes' },
  resetPerEmail: { name: 'reset-email', max: 5, timeWindow: '15 minutes' },
} satisfies Record<string, RateLimit & { name: string }>;

/** An email as an account key: the same mailbox however it is typed. */
const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
/** A phone as an account key: its digits. */
const phoneKey = (phone: string | null | undefined) => (phone ? digitsOnly(phone) || null : null);

export const RESET_LINK_MINUTES = 30;
const RESETS_PER_EMAIL_PER_HOUR = 3;

const timeoutMinutes = OTP_DEFAULT_TIMEOUT_SECONDS / 60;

/** Which code a token asks for: the kind of token says what the person is doing. */
const purposeOf: Record<Principal['kind'], CodePurpose> = {
  anonymous: 'registration',
  'otp-pending': 'login',
  user: 'phone-add',
};

const codeFailureMessages: Record<Extract<VerifyResult, { ok: false }>['reason'], string> = {
  'not-found': serverMessages.codeNotFound,
  expired: serverMessages.codeExpired,
  incorrect: serverMessages.codeIncorrect,
  'too-many-attempts': serverMessages.codeTooManyAttempts,
};

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A rule of section 5 broken: the client checks it first, so reaching here means it was bypassed. */
function ruleBroken(message: string): never {
  throw new HttpError(400, message);
}

function codeSent(result: IssueResult, phone: string) {
  if (!result.ok) return refused(serverMessages.codeSendLimit);
  return ok({
    twoFactor: true,
    timeoutDuration: timeoutMinutes,
    tempVerificationCodeId: result.id,
    phone,
  });
}

async function customerById(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(403, serverMessages.forbidden);
  return customer;
}

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()));
  return row !== undefined;
}

export function registerAuthRoutes(context: AppContext): void {
  const { db, define, tokens, passwords, codes, config } = context;

  define(routes.authenticateApi, { rateLimit: limits.appToken }, async ({ body }) => {
    const valid =
      sameSecret(body.username, config.appClientId) &&
      sameSecret(body.password, config.appClientSecret);
    if (!valid) throw new HttpError(401, serverMessages.invalidAppCredentials);
    const { token } = await tokens.issue('anonymous', null);
    return ok({ token });
  });

  define(
    routes.login,
    {
      rateLimit: limits.login,
      accountLimits: [
        { ...accountLimits.loginPerEmail, key: ({ body }) => emailKey(body.username) },
      ],
    },
    async ({ body }) => {
      const check = validateLogin({ username: body.username, password: body.password });
      if (!check.ok) ruleBroken(check.first);
      const [customer] = await db
        .select({ id: customers.id, passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, body.username.trim().toLowerCase()));
      if (!customer) {
        await passwords.verifyNothing(body.password);
        return refused(serverMessages.invalidCredentials);
      }
      if (!(await passwords.verify(customer.passwordHash, body.password))) {
        return refused(serverMessages.invalidCredentials);
      }
      const { token } = await tokens.issue('otp-pending', customer.id);
      return ok({ token, phoneNumber: await primaryPhoneNumber(db, customer.id) });
    },
  );

  /** Sends a code for whatever the token's holder is doing; see `purposeOf`. */
  async function sendCode(
    principal: Principal,
    channel: CodeChannel,
    given: { email: string | null; phone: string },
  ) {
    const purpose = purposeOf[principal.kind];
    if (purpose === 'login') {
      const customer = await customerById(db, principal.customerId!);
      const phone = await primaryPhoneNumber(db, customer.id);
      const email = customer.email.toLowerCase();
      const result = await codes.issue({
        purpose,
        channel,
        recipient: channel === 'email' ? email : phone,
        phone,
        email: channel === 'email' ? email : null,
        customerId: customer.id,
        sessionId: principal.sessionId,
      });
      return codeSent(result, phone);
    }

    const phone = digitsOnly(given.phone);
    if (purpose === 'registration') {
      const phoneRule = validateSignupField('mobNum', { mobNum: given.phone });
      if (phoneRule) ruleBroken(phoneRule);
      if (given.email !== null && !isValidEmail(given.email))
        ruleBroken(signupMessages.emailInvalid);
      if (given.email !== null && (await emailTaken(db, given.email))) {
        return refused(serverMessages.emailTaken);
      }
      if ((await activeHolderOf(db, phone)) !== null) return refused(serverMessages.phoneTaken);
      const email = given.email?.trim().toLowerCase() ?? null;
      const result = await codes.issue({
        purpose,
        channel,
        recipient: channel === 'email' ? email! : phone,
        phone,
        email,
        customerId: null,
        sessionId: principal.sessionId,
      });
      return codeSent(result, phone);
    }

    // Adding a phone: only a code sent to that phone proves it is the customer's.
    if (channel === 'email') return refused(serverMessages.phoneAddNeedsSms);
    const { customerId } = userOf(principal);
    const phoneRule = validateAccountPhoneRule(given.phone);
    if (phoneRule) ruleBroken(phoneRule);
    const holder = await activeHolderOf(db, phone);
    if (holder === customerId) return refused(serverMessages.phoneAlreadyOnAccount);
    if (holder !== null) return refused(serverMessages.phoneTaken);
    const result = await codes.issue({
      purpose,
      channel,
      recipient: phone,
      phone,
      email: null,
      customerId,
      sessionId: principal.sessionId,
    });
    return codeSent(result, phone);
  }

  define(
    routes.sendEmailVerifyCode,
    {
      rateLimit: limits.codeSend,
      allowOtpPending: true,
      accountLimits: [
        { ...accountLimits.codeSendPerEmail, key: ({ body }) => emailKey(body.Email) },
        { ...accountLimits.codeSendPerPhone, key: ({ body }) => phoneKey(body.Phone) },
      ],
    },
    async ({ body, principal }) =>
      sendCode(principal!, 'email', { email: body.Email, phone: body.Phone }),
  );

  define(
    routes.sendSmsVerifyCode,
    {
      rateLimit: limits.codeSend,
      allowOtpPending: true,
      accountLimits: [
        { ...accountLimits.codeSendPerPhone, key: ({ body }) => phoneKey(body.Phone) },
        { ...accountLimits.codeSendPerEmail, key: ({ body }) => emailKey(body.email) },
      ],
    },
    async ({ body, principal }) =>
      sendCode(principal!, 'sms', { email: body.email ?? null, phone: body.Phone }),
  );

  define(
    routes.verifyPhone,
    {
      rateLimit: limits.codeVerify,
      allowOtpPending: true,
      accountLimits: [
        { ...accountLimits.codeCheckPerSession, key: ({ principal }) => principal?.sessionId },
        { ...accountLimits.codeCheckPerPhone, key: ({ body }) => phoneKey(body.phone) },
      ],
    },
    async ({ body, principal }) => {
      const check = validateOtp({ code: body.sMSCode });
      if (!check.ok) ruleBroken(check.first);
      const result = await codes.verify({
        id: body.tempVerificationCodeId,
        sessionId: principal!.sessionId,
        phone: digitsOnly(body.phone),
        code: body.sMSCode.replace(/\s/g, ''),
      });
      if (!result.ok) return refused(codeFailureMessages[result.reason]);
      if (result.purpose !== 'login') return ok(null);
      // The second step of login: the pending session ends and a user session begins.
      await codes.close(body.tempVerificationCodeId);
      await tokens.revoke(principal!.sessionId);
      const customerId = result.customerId!;
      const { token } = await tokens.issue('user', customerId);
      return ok({ token, phoneNumber: await primaryPhoneNumber(db, customerId) });
    },
  );

  define(routes.register, { rateLimit: limits.register }, async ({ body, principal }) => {
    if (principal!.kind !== 'anonymous') throw new HttpError(403, serverMessages.forbidden);
    const [country] = await db
      .select()
      .from(signupCountries)
      .where(eq(signupCountries.countryId, body.countryId));
    const check = validateSignup(
      {
        mobNum: body.phone,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        password: body.password,
        confirmPwd: body.password,
        referral: body.referralCode,
        // Registering is agreeing: the web form refuses to submit without the box ticked.
        isChecked: true,
        countryId: country ? body.countryId : 0,
      },
      country ? { phoneCode: country.phoneCode } : {},
    );
    if (!check.ok) ruleBroken(check.first);

    const phone = digitsOnly(body.phone);
    const email = body.email.trim();
    const passwordHash = await passwords.hash(body.password);
    const notVerified = Symbol('not verified');
    let customerId: number;
    try {
      customerId = await db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        const verified = await codes.consumeVerified(database, {
          purpose: 'registration',
          sessionId: principal!.sessionId,
          phone,
          email,
        });
        if (!verified) throw notVerified;
        const [created] = await database
          .insert(customers)
          .values({
            email,
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            countryId: body.countryId,
            referralCode: body.referralCode.trim() === '' ? null : body.referralCode.trim(),
            receivePromotions: body.receivePromotions,
          })
          .returning({ id: customers.id });
        await database
          .insert(customerPhones)
          .values({ customerId: created!.id, phoneNumber: phone, isPrimary: true });
        return created!.id;
      });
    } catch (error) {
      if (error === notVerified) return refused(serverMessages.phoneNotVerified);
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'customers_email_unique') return refused(serverMessages.emailTaken);
      if (constraint === 'customer_phones_active_number_unique') {
        return refused(serverMessages.phoneTaken);
      }
      throw error;
    }
    // The code just verified was the second step: the new customer is signed in. The anonymous
    // token stays valid; the web app keeps it for public calls (and its automatic login, 4.5).
    const { token } = await tokens.issue('user', customerId);
    return ok({ token, phoneNumber: phone }, { msg: serverMessages.registered });
  });

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
      const [customer] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, query.email.trim().toLowerCase()));
      if (customer) {
        const [recent] = await db
          .select({ requested: count() })
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.customerId, customer.id),
              gt(passwordResets.createdAt, new Date(Date.now() - 60 * 60_000)),
            ),
          );
        if ((recent?.requested ?? 0) < RESETS_PER_EMAIL_PER_HOUR) {
          const ref = randomBytes(32).toString('base64url');
          // PUBLIC_URL only: a Host header names whatever the sender likes.
          const link = `${linkBaseUrl(config)}/resetpassword?ref=${ref}`;
          await db.transaction(async (tx) => {
            // Only the newest link works.
            await tx
              .update(passwordResets)
              .set({ usedAt: new Date() })
              .where(
                and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)),
              );
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
      }
      // The same answer whether or not the email has an account.
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

  define(routes.logout, { allowOtpPending: true }, async ({ principal }) => {
    await tokens.revoke(principal!.sessionId);
    return ok(null);
  });
}

function validateAccountPhoneRule(phoneNumber: string): string | undefined {
  const check = validateAccountPhone({ phoneNumber });
  return check.ok ? undefined : check.first;
}
