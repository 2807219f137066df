import { digitsOnly, routes, validateSignup } from '@yo/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { customerPhones, customers, signupCountries } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { serverMessages } from '../../http/server-messages.js';
import { limits, ruleBroken } from './limits.js';

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()));
  return row !== undefined;
}

/** users/register: the sign-up's last step, after its code was verified. */
export function registerRegistrationRoutes(context: AppContext): void {
  const { db, define, tokens, passwords, codes } = context;

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
}
