import {
  digitsOnly,
  isValidEmail,
  routes,
  signupMessages,
  validateAccountPhone,
  validateOtp,
  validateSignupField,
  OTP_DEFAULT_TIMEOUT_SECONDS,
} from '@yo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { customers } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { userOf } from '../../http/routes.js';
import { serverMessages } from '../../http/server-messages.js';
import { activeHolderOf, primaryPhoneNumber } from '../customers/phones.js';
import type { CodeChannel, CodePurpose, IssueResult, VerifyResult } from './codes.js';
import { accountLimits, emailKey, limits, phoneKey, ruleBroken } from './limits.js';
import { emailTaken } from './registration.js';
import type { Principal } from './tokens.js';

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

function validateAccountPhoneRule(phoneNumber: string): string | undefined {
  const check = validateAccountPhone({ phoneNumber });
  return check.ok ? undefined : check.first;
}

/** The verification codes: sent by email or SMS (login, sign-up, a new phone) and checked. */
export function registerCodeRoutes(context: AppContext): void {
  const { db, define, tokens, codes } = context;

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
}
