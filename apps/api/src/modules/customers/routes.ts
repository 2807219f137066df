import {
  digitsOnly,
  routes,
  validateAccountPhone,
  validateProfile,
  validateRemovePhone,
} from '@yo/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { customerPhones, customers } from '../../db/schema.js';
import { HttpError, ok, refused } from '../../http/envelope.js';
import { userOf } from '../../http/routes.js';
import { serverMessages } from '../../http/server-messages.js';
import { activeHolderOf, activePhones, primaryPhoneNumber } from './phones.js';

async function userDetails(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(403, serverMessages.forbidden);
  return {
    customerId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber: await primaryPhoneNumber(db, customer.id),
  };
}

function phoneView(phone: typeof customerPhones.$inferSelect) {
  return {
    customerPhoneId: phone.id,
    customerId: phone.customerId,
    phoneNumber: phone.phoneNumber,
    isActive: phone.isActive,
    isPrimary: phone.isPrimary,
  };
}

/** A customerId in the query must be the token's own: it is checked, never obeyed. */
export function ownCustomer(tokenCustomerId: number, claimed: number): void {
  if (claimed !== tokenCustomerId) throw new HttpError(403, serverMessages.forbidden);
}

async function ownActivePhone(db: Database, customerId: number, phoneId: number) {
  const [phone] = await db
    .select()
    .from(customerPhones)
    .where(
      and(
        eq(customerPhones.id, phoneId),
        eq(customerPhones.customerId, customerId),
        eq(customerPhones.isActive, true),
      ),
    );
  return phone ?? null;
}

export function registerCustomerRoutes(context: AppContext): void {
  const { db, define, codes } = context;

  define(routes.customerDetails, {}, async ({ principal }) =>
    ok(await userDetails(db, userOf(principal).customerId)),
  );

  define(routes.updateProfile, {}, async ({ body, principal }) => {
    const { customerId } = userOf(principal);
    const check = validateProfile({ firstName: body.firstName, lastName: body.lastName });
    if (!check.ok) throw new HttpError(400, check.first);
    await db
      .update(customers)
      .set({
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    return ok(await userDetails(db, customerId), { wrapped: true });
  });

  define(routes.phoneList, {}, async ({ principal }) => {
    const phones = await activePhones(db, userOf(principal).customerId);
    return ok(phones.map(phoneView), { wrapped: true });
  });

  define(routes.addPhone, {}, async ({ body, principal }) => {
    const { customerId, sessionId } = userOf(principal);
    const check = validateAccountPhone({ phoneNumber: body.phoneNumber });
    if (!check.ok) throw new HttpError(400, check.first);
    const phone = digitsOnly(body.phoneNumber);
    const holder = await activeHolderOf(db, phone);
    if (holder === customerId) return refused(serverMessages.phoneAlreadyOnAccount);
    if (holder !== null) return refused(serverMessages.phoneTaken);
    const notVerified = Symbol('not verified');
    try {
      await db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        const verified = await codes.consumeVerified(database, {
          purpose: 'phone-add',
          sessionId,
          phone,
        });
        if (!verified) throw notVerified;
        // A new number is never primary at once: that is a separate, confirmed step (4.8).
        await database
          .insert(customerPhones)
          .values({ customerId, phoneNumber: phone, isActive: true, isPrimary: false });
      });
    } catch (error) {
      if (error === notVerified) return refused(serverMessages.phoneNotVerified);
      if (violatedUniqueConstraint(error) === 'customer_phones_active_number_unique') {
        return refused(serverMessages.phoneTaken);
      }
      throw error;
    }
    const phones = await activePhones(db, customerId);
    return ok(phones.map(phoneView), { wrapped: true });
  });

  define(routes.primaryPhone, {}, async ({ query, principal }) => {
    const { customerId } = userOf(principal);
    ownCustomer(customerId, query.customerId);
    const phone = await ownActivePhone(db, customerId, query.phoneId);
    if (!phone) return refused(serverMessages.phoneNotFound);
    if (!phone.isPrimary) {
      await db.transaction(async (tx) => {
        // Unset first: the database allows one primary per customer at any moment.
        await tx
          .update(customerPhones)
          .set({ isPrimary: false })
          .where(
            and(eq(customerPhones.customerId, customerId), eq(customerPhones.isPrimary, true)),
          );
        await tx
          .update(customerPhones)
          .set({ isPrimary: true })
          .where(eq(customerPhones.id, phone.id));
      });
    }
    return ok(null);
  });

  define(routes.deactivatePhone, {}, async ({ query, principal }) => {
    const { customerId } = userOf(principal);
    ownCustomer(customerId, query.customerId);
    const phone = await ownActivePhone(db, customerId, query.phoneId);
    if (!phone) return refused(serverMessages.phoneNotFound);
    const rule = validateRemovePhone({ customerPhoneId: phone.id, isPrimary: phone.isPrimary });
    if (rule) return refused(rule);
    // Conditional on not primary, so a concurrent primary switch cannot leave no primary.
    const [removed] = await db
      .update(customerPhones)
      .set({ isActive: false })
      .where(and(eq(customerPhones.id, phone.id), eq(customerPhones.isPrimary, false)))
      .returning({ id: customerPhones.id });
    if (!removed)
      return refused(validateRemovePhone({ customerPhoneId: phone.id, isPrimary: true })!);
    return ok(null);
  });
}
