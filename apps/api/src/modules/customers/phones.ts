import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { customerPhones } from '../../db/schema.js';

export async function activePhones(db: Database, customerId: number) {
  return db
    .select()
    .from(customerPhones)
    .where(and(eq(customerPhones.customerId, customerId), eq(customerPhones.isActive, true)))
    .orderBy(desc(customerPhones.isPrimary), asc(customerPhones.id));
}

/** The account's primary number (digits), or '' if it somehow has none. */
export async function primaryPhoneNumber(db: Database, customerId: number): Promise<string> {
  const [primary] = await db
    .select({ phoneNumber: customerPhones.phoneNumber })
    .from(customerPhones)
    .where(
      and(
        eq(customerPhones.customerId, customerId),
        eq(customerPhones.isActive, true),
        eq(customerPhones.isPrimary, true),
      ),
    );
  return primary?.phoneNumber ?? '';
}

/** Who holds an active number, if anyone. */
export async function activeHolderOf(db: Database, phoneNumber: string): Promise<number | null> {
  const [holder] = await db
    .select({ customerId: customerPhones.customerId })
    .from(customerPhones)
    .where(and(eq(customerPhones.phoneNumber, phoneNumber), eq(customerPhones.isActive, true)));
  return holder?.customerId ?? null;
}
