import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { billPayTransactions, customerPhones, customers, topUpTransactions } from '../db/schema.js';
import type { Passwords } from '../modules/auth/passwords.js';
import { demoHistory } from './history.js';

/**
 * The account people trying Yo with the sandbox log in with. Not a secret: it exists only when
 * the sandbox runs (never in a deployment), and the sandbox page shows it.
 */
export const DEMO_CUSTOMER = {
  email: 'demo@yo.tt',
  password: 'YoDemo#2026',
  firstName: 'Dana',
  lastName: 'Demo',
  /** Trinidad and Tobago (signup country 1). */
  countryId: 1,
  /** Its verified primary mobile, so a login code can go by SMS as well as by email. */
  phone: '18687770123',
} as const;

export interface DemoCustomerSeed {
  email: string;
  password: string;
  customerId: number;
  /** Rows this start added (0 on a restart the same day). */
  added: { billPays: number; topUps: number };
}

const BATCH_ROWS = 200;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<number>) {
  let added = 0;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    added += await insert(rows.slice(start, start + BATCH_ROWS));
  }
  return added;
}

/**
 * Makes sure the demo customer exists, can log in with the demo password, has a primary phone,
 * and has 18 months of bill pays and top-ups up to `now`. Safe to run on every start: nothing
 * is duplicated, and what changed since (a new month) is added.
 */
export async function seedDemoCustomer(
  db: Database,
  passwords: Passwords,
  now: Date,
): Promise<DemoCustomerSeed> {
  const demo = DEMO_CUSTOMER;
  const findCustomer = async () => {
    const [row] = await db
      .select({ id: customers.id, passwordHash: customers.passwordHash })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${demo.email}`);
    return row ?? null;
  };
  let customer = await findCustomer();
  if (!customer) {
    await db
      .insert(customers)
      .values({
        email: demo.email,
        passwordHash: await passwords.hash(demo.password),
        firstName: demo.firstName,
        lastName: demo.lastName,
        countryId: demo.countryId,
        receivePromotions: false,
      })
      // Another process starting at the same moment may have made it.
      .onConflictDoNothing();
    customer = (await findCustomer())!;
  } else if (!(await passwords.verify(customer.passwordHash, demo.password))) {
    // Someone reset the demo password: the one the start log and the sandbox show wins again.
    await db
      .update(customers)
      .set({ passwordHash: await passwords.hash(demo.password), updatedAt: now })
      .where(eq(customers.id, customer.id));
  }

  const [primary] = await db
    .select({ id: customerPhones.id })
    .from(customerPhones)
    .where(
      and(
        eq(customerPhones.customerId, customer.id),
        eq(customerPhones.isActive, true),
        eq(customerPhones.isPrimary, true),
      ),
    );
  if (!primary) {
    await db
      .insert(customerPhones)
      .values({ customerId: customer.id, phoneNumber: demo.phone, isPrimary: true })
      .onConflictDoNothing();
  }

  const history = demoHistory({ id: customer.id, email: demo.email, phone: demo.phone }, now);
  const billPays = await insertBatches(history.billPays, async (batch) => {
    const inserted = await db
      .insert(billPayTransactions)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: billPayTransactions.id });
    return inserted.length;
  });
  const topUps = await insertBatches(history.topUps, async (batch) => {
    const inserted = await db
      .insert(topUpTransactions)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: topUpTransactions.id });
    return inserted.length;
  });
  return {
    email: demo.email,
    password: demo.password,
    customerId: customer.id,
    added: { billPays, topUps },
  };
}
