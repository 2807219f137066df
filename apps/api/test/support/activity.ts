import { randomUUID } from 'node:crypto';
import type { ActivityFilterRequest } from '@yo/domain';
import type { Database } from '../../src/db/database.js';
import { billPayTransactions, topUpTransactions, type BillPayStatus } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import { register } from './flows.js';

/** The instant of a Trinidad and Tobago wall-clock time ('2026-10-31 23:59'), UTC−4. */
export function tt(local: string): Date {
  const date = new Date(`${local.replace(' ', 'T')}:00.000-04:00`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a time: ${local}`);
  return date;
}

export interface BillPayFixture {
  kind: 'Billpay';
  ref: string;
  providerId: number;
  accountNumber?: string;
  nameOnAccount?: string | null;
  status: BillPayStatus;
  at: Date;
  totalCents: number;
  authorizationCode?: string | null;
}

export interface TopUpFixture {
  kind: 'TopUps';
  ref: string;
  phoneProviderId: number;
  msisdn?: string;
  status: BillPayStatus;
  at: Date;
  totalCents: number;
  authorizationCode?: string | null;
}

export type Fixture = BillPayFixture | TopUpFixture;

let sequence = 0;
const card = { cardBrand: 'Visa', cardLastFour: '0077' };

/**
 * Inserts rows straight into the tables, as completed payments leave them; `ref` becomes the
 * receipt number (the activity's orderNumber), so tests can name the rows they expect.
 */
export async function insertFixtures(db: Database, customerId: number, fixtures: Fixture[]) {
  const billPays = fixtures.filter((row): row is BillPayFixture => row.kind === 'Billpay');
  const topUps = fixtures.filter((row): row is TopUpFixture => row.kind === 'TopUps');
  const common = (row: Fixture) => {
    sequence += 1;
    return {
      orderId: `YO-TEST-${Date.now().toString(36)}-${sequence}`,
      email: 'activity@example.tt',
      status: row.status,
      sessionId: randomUUID(),
      customerId,
      gatewayTransactionId: randomUUID(),
      receiptNumber: row.ref,
      authorizationCode:
        row.authorizationCode === undefined ? `A${row.ref}` : row.authorizationCode,
      ...card,
      createdAt: row.at,
      updatedAt: row.at,
    };
  };
  for (let start = 0; start < billPays.length; start += 500) {
    await db.insert(billPayTransactions).values(
      billPays.slice(start, start + 500).map((row) => ({
        ...common(row),
        providerId: row.providerId,
        accountNumber: row.accountNumber ?? '100234567',
        nameOnAccount: row.nameOnAccount === undefined ? 'Ravi Ramdial' : row.nameOnAccount,
        amountCents: row.totalCents,
        feeCents: 0,
        donationCents: 0,
        totalCents: row.totalCents,
        phone: '18687001234',
      })),
    );
  }
  for (let start = 0; start < topUps.length; start += 500) {
    await db.insert(topUpTransactions).values(
      topUps.slice(start, start + 500).map((row) => ({
        ...common(row),
        countryId: 1,
        msisdn: row.msisdn ?? '18683051234',
        phoneProviderId: row.phoneProviderId,
        amountCents: row.totalCents,
        vatCents: 0,
        donationCents: 0,
        totalCents: row.totalCents,
      })),
    );
  }
}

/** A registered customer (the real sign-up flow) and its user token. */
export async function customer(t: TestApp) {
  const { token } = await register(t);
  const details = await t.get('customers/getbyuserid', token);
  return { token, customerId: details.body.data.customerId as number };
}

/** The filtered call's body: everything open, first page of 10, with `overrides`. */
export function query(overrides: Partial<ActivityFilterRequest> = {}): ActivityFilterRequest {
  return {
    pageNumber: 1,
    pageSize: 10,
    tranType: [],
    phoneProvider: [],
    provider: [],
    startDate: null,
    endDate: null,
    tranStatus: [],
    ...overrides,
  };
}
