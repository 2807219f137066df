import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  OTP_DEFAULT_TIMEOUT_SECONDS,
  PRODUCT_NAME,
  passkeyMails,
  passkeyName,
  passkeyServerMessages,
  routes,
  validatePasskeyName,
} from '@yo/domain';
import { and, eq } from 'drizzle-orm';
import { linkBaseUrl } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { customers, passkeys } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { userOf, type RateLimit } from '../../http/routes.js';
import { serverMessages } from '../../http/server-messages.js';
import { enqueue } from '../../integrations/outbox.js';
import { primaryPhoneNumber } from '../customers/phones.js';
import {
  challengeOf,
  hasFreshCodeCheck,
  keepChallenge,
  passkeyByCredentialId,
  passkeysOf,
  passkeyView,
  recordUse,
  spendChallenge,
  userHandleOf,
} from './passkey-store.js';

/** Per address, as for codes: sending, asking for a ceremony, answering one. */
const limits = {
  codeSend: { max: 10, timeWindow: '10 minutes' },
  options: { max: 30, timeWindow: '1 minute' },
  answer: { max: 20, timeWindow: '1 minute' },
  manage: { max: 30, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

/** Per account, as for codes: a new address per request gets no fresh budget. */
const accountLimits = {
  codeSendPerCustomer: { name: 'passkey-code-customer', max: 10, timeWindow: '10 minutes' },
  signInPerSession: { name: 'passkey-signin-session', max: 20, timeWindow: '10 minutes' },
  signInPerPasskey: { name: 'passkey-signin-credential', max: 20, timeWindow: '10 minutes' },
  registerPerCustomer: { name: 'passkey-register-customer', max: 10, timeWindow: '10 minutes' },
} satisfies Record<string, RateLimit & { name: string }>;

const customerKey = (customerId: number | null | undefined) =>
  customerId === null || customerId === undefined ? null : String(customerId);

/** The relying party: its id and the one origin it accepts both come from PUBLIC_URL. */
export function relyingPartyOf(config: AppContext['config']) {
  const url = new URL(linkBaseUrl(config));
  return { id: url.hostname, origin: url.origin, name: PRODUCT_NAME };
}

async function customerOf(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(403, serverMessages.forbidden);
  return customer;
}

export function registerPasskeyRoutes(context: AppContext): void {
  const { db, define, codes, tokens, config } = context;
  const rp = relyingPartyOf(config);

  async function mail(email: string, message: { subject: string; body: string }) {
    await enqueue(db, { channel: 'email', recipient: email, ...message });
    context.wakeOutbox();
  }

  // The fresh code check: a code to the primary mobile or the email, checked by users/phoneverify.
  define(
    routes.passkeyCode,
    {
      rateLimit: limits.codeSend,
      accountLimits: [
        {
          ...accountLimits.codeSendPerCustomer,
          key: ({ principal }) => customerKey(principal?.customerId),
        },
      ],
    },
    async ({ body, principal }) => {
      const { customerId, sessionId } = userOf(principal);
      const customer = await customerOf(db, customerId);
      const phone = await primaryPhoneNumber(db, customerId);
      const email = customer.email.toLowerCase();
      const result = await codes.issue({
        purpose: 'passkey-add',
        channel: body.channel,
        recipient: body.channel === 'email' ? email : phone,
        phone,
        email: body.channel === 'email' ? email : null,
        customerId,
        sessionId,
      });
      if (!result.ok) return refused(serverMessages.codeSendLimit);
      return ok({
        twoFactor: true,
        timeoutDuration: OTP_DEFAULT_TIMEOUT_SECONDS / 60,
        tempVerificationCodeId: result.id,
        phone,
      });
    },
  );

  define(
    routes.passkeyRegistrationOptions,
    {
      rateLimit: limits.options,
      accountLimits: [
        {
          ...accountLimits.registerPerCustomer,
          key: ({ principal }) => customerKey(principal?.customerId),
        },
      ],
    },
    async ({ principal }) => {
      const { customerId, sessionId } = userOf(principal);
      if (!(await hasFreshCodeCheck(db, sessionId))) {
        return refused(passkeyServerMessages.freshCodeNeeded);
      }
      const customer = await customerOf(db, customerId);
      const existing = await passkeysOf(db, customerId);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: customer.email,
        userID: userHandleOf(customerId),
        userDisplayName: `${customer.firstName} ${customer.lastName}`,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        // Discoverable, so "Sign in with a passkey" needs no email; verified, so it is two factors.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(db, {
        challenge: options.challenge,
        ceremony: 'registration',
        sessionId,
        customerId,
      });
      return ok(options);
    },
  );

  define(routes.passkeyRegister, { rateLimit: limits.answer }, async ({ body, principal }) => {
    const { customerId, sessionId } = userOf(principal);
    const nameRule = validatePasskeyName(body.name);
    if (nameRule) throw new HttpError(400, nameRule);
    const challenge = challengeOf(body.response.response.clientDataJSON);
    const spent =
      challenge && (await spendChallenge(db, { challenge, ceremony: 'registration', sessionId }));
    if (!spent || spent.customerId !== customerId) {
      return refused(passkeyServerMessages.challengeInvalid);
    }
    const verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge!,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return refused(passkeyServerMessages.notVerified);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

    const customer = await customerOf(db, customerId);
    const phone = await primaryPhoneNumber(db, customerId);
    const noFreshCheck = Symbol('no fresh code check');
    const name = passkeyName(body.name);
    try {
      const row = await db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        // The code check is used up by the passkey it allowed.
        const checked = await codes.consumeVerified(database, {
          purpose: 'passkey-add',
          sessionId,
          phone,
          email: customer.email,
        });
        if (!checked) throw noFreshCheck;
        const [added] = await database
          .insert(passkeys)
          .values({
            id: randomUUID(),
            customerId,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
            name,
          })
          .returning();
        await enqueue(database, {
          channel: 'email',
          recipient: customer.email,
          ...passkeyMails.added(name),
        });
        return added!;
      });
      context.wakeOutbox();
      return ok(passkeyView(row));
    } catch (error) {
      if (error === noFreshCheck) return refused(passkeyServerMessages.freshCodeNeeded);
      if (violatedUniqueConstraint(error) === 'passkeys_credential_unique') {
        return refused(passkeyServerMessages.alreadyRegistered);
      }
      throw error;
    }
  });

  define(routes.passkeys, { rateLimit: limits.manage }, async ({ principal }) => {
    const { customerId } = userOf(principal);
    return ok((await passkeysOf(db, customerId)).map(passkeyView));
  });

  define(routes.removePasskey, { rateLimit: limits.manage }, async ({ body, principal }) => {
    const { customerId } = userOf(principal);
    const [removed] = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, body.id), eq(passkeys.customerId, customerId)))
      .returning({ name: passkeys.name });
    if (!removed) return refused(passkeyServerMessages.notFound);
    const customer = await customerOf(db, customerId);
    await mail(customer.email, passkeyMails.removed(removed.name));
    return ok(null);
  });

  define(
    routes.passkeySignInOptions,
    {
      rateLimit: limits.options,
      allowOtpPending: true,
      accountLimits: [
        { ...accountLimits.signInPerSession, key: ({ principal }) => principal?.sessionId },
      ],
    },
    async ({ principal }) => {
      // After the password: that customer's passkeys. Otherwise any discoverable one.
      const pendingCustomer = principal!.kind === 'otp-pending' ? principal!.customerId : null;
      const own = pendingCustomer === null ? [] : await passkeysOf(db, pendingCustomer);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        allowCredentials: own.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
      });
      await keepChallenge(db, {
        challenge: options.challenge,
        ceremony: 'authentication',
        sessionId: principal!.sessionId,
        customerId: pendingCustomer,
      });
      return ok({ offered: pendingCustomer === null || own.length > 0, options });
    },
  );

  define(
    routes.passkeySignIn,
    {
      rateLimit: limits.answer,
      allowOtpPending: true,
      accountLimits: [
        { ...accountLimits.signInPerSession, key: ({ principal }) => principal?.sessionId },
        { ...accountLimits.signInPerPasskey, key: ({ body }) => body.response.id },
      ],
    },
    async ({ body, principal }) => {
      const { sessionId } = principal!;
      const response = body.response as AuthenticationResponseJSON;
      const challenge = challengeOf(response.response.clientDataJSON);
      const spent =
        challenge &&
        (await spendChallenge(db, { challenge, ceremony: 'authentication', sessionId }));
      if (!spent) return refused(passkeyServerMessages.challengeInvalid);
      const passkey = await passkeyByCredentialId(db, response.id);
      if (!passkey) return refused(passkeyServerMessages.unknownPasskey);
      // A passkey signs in only its own customer: the one whose password was given, if one was.
      const expected = principal!.kind === 'otp-pending' ? principal!.customerId : spent.customerId;
      const handle = response.response.userHandle;
      if (
        (expected !== null && passkey.customerId !== expected) ||
        (handle && handle !== Buffer.from(userHandleOf(passkey.customerId)).toString('base64url'))
      ) {
        return refused(passkeyServerMessages.notVerified);
      }
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge!,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      }).catch(() => null);
      if (!verification?.verified) return refused(passkeyServerMessages.notVerified);
      const { newCounter, credentialBackedUp, credentialDeviceType } =
        verification.authenticationInfo;
      const recorded = await recordUse(db, passkey, {
        newCounter,
        backedUp: credentialBackedUp,
        deviceType: credentialDeviceType,
      });
      if (!recorded) return refused(passkeyServerMessages.notVerified);
      // As a right login code does: a pending session ends and a user session begins.
      if (principal!.kind === 'otp-pending') await tokens.revoke(sessionId);
      const { token } = await tokens.issue('user', passkey.customerId);
      return ok({ token, phoneNumber: await primaryPhoneNumber(db, passkey.customerId) });
    },
  );
}
