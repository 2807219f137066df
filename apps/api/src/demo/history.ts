import { createHash } from 'node:crypto';
import { TOP_UP_FAQ_VAT_RATE, applyRate, paymentMessages, toCents, vatIncluded } from '@yo/domain';
import type { billPayTransactions, BillPayStatus, topUpTransactions } from '../db/schema.js';
import { addMonths, monthOf, monthStart, type CalendarMonth } from '../modules/activity/time.js';

type BillPayRow = typeof billPayTransactions.$inferInsert;
type TopUpRow = typeof topUpTransactions.$inferInsert;

/** Months of history the demo customer has: this month and the 17 before it. */
export const DEMO_HISTORY_MONTHS = 18;

/** The token session demo rows name (none ever existed: they were not paid through the app). */
const DEMO_SESSION_ID = '00000000-0000-4000-8000-00000000de70';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Bills the demo customer pays: the sandbox payee directory's accounts (ids as seeded). */
const BILLS = [
  { providerId: 1, accountNumber: '100234567', nameOnAccount: 'Ravi Ramdial', from: 180, to: 900 },
  {
    providerId: 2,
    accountNumber: '3012456-01',
    nameOnAccount: 'Andrea Charles',
    from: 90,
    to: 400,
  },
  {
    providerId: 3,
    accountNumber: '8686201234',
    nameOnAccount: 'Natalie Ramsaran',
    from: 150,
    to: 450,
  },
  {
    providerId: 5,
    accountNumber: 'FL-204812345',
    nameOnAccount: 'Michelle Ramkissoon',
    from: 200,
    to: 650,
  },
  // A vendor with a card rate and fee (2.5% and $2.00), as seeded.
  {
    providerId: 11,
    accountNumber: 'SC-10045',
    nameOnAccount: 'Darren Rampersad',
    from: 500,
    to: 2500,
    rate: 0.025,
    feeCents: 200,
  },
] as const;

/** Phones the demo customer tops up, on both carriers (Digicel 1, bmobile 2). */
const PHONES = [
  { phoneProviderId: 1, msisdn: '18683051234' },
  { phoneProviderId: 1, msisdn: '18682967788' },
  { phoneProviderId: 2, msisdn: '18684681234' },
  { phoneProviderId: 2, msisdn: '18687205566' },
] as const;

const TOP_UP_AMOUNTS = [25, 50, 75, 100, 150, 200] as const;
/** 12.5% VAT inside the top-up's price. */

/** A small deterministic generator (mulberry32): the same month always gets the same rows. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, between, pick };
}

/** A stable UUID for a demo row (its gateway transaction id is unique in the table). */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`yo-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Statuses of a month's rows: a `guaranteed` month starts with every status its kind can show;
 * otherwise they are mostly successful. Bill pays are never
 * left Pending or Captured: the bill-pay sweep fails abandoned 3-D Secure sessions and posts
 * captured payments, and demo rows have neither a session nor a payee posting to finish.
 */
function statusFor(
  kind: 'billPay' | 'topUp',
  index: number,
  guaranteed: boolean,
  roll: number,
): BillPayStatus {
  const billPay: BillPayStatus[] = ['Successful', 'Failed', 'Reversed'];
  const topUp: BillPayStatus[] = ['Successful', 'Failed', 'Reversed', 'Captured', 'Pending'];
  const all = kind === 'billPay' ? billPay : topUp;
  if (guaranteed && index < all.length) return all[index]!;
  if (roll < 0.72) return 'Successful';
  if (roll < 0.86) return 'Failed';
  if (kind === 'billPay' || roll < 0.92) return 'Reversed';
  return roll < 0.97 ? 'Captured' : 'Pending';
}

export interface DemoHistory {
  billPays: BillPayRow[];
  topUps: TopUpRow[];
}

/**
 * The demo customer's bill pays and top-ups for the 18 T&T months ending with `now`'s, only
 * those dated at or before `now`. Every row has a fixed order id, so inserting the history
 * again adds only what time has since reached (a new day, a new month) and changes nothing else.
 */
export function demoHistory(
  customer: { id: number; email: string; phone: string },
  now: Date,
): DemoHistory {
  const current = monthOf(now);
  const billPays: BillPayRow[] = [];
  const topUps: TopUpRow[] = [];
  for (let back = DEMO_HISTORY_MONTHS - 1; back >= 0; back--) {
    const month = addMonths(current, -back);
    // Every third month holds each status its kinds can show, so any 18 months hold them all.
    const rows = monthRows(customer, month, (month.year * 12 + month.month - 1) % 3 === 0);
    billPays.push(...rows.billPays.filter((row) => row.createdAt! <= now));
    topUps.push(...rows.topUps.filter((row) => row.createdAt! <= now));
  }
  return { billPays, topUps };
}

function monthRows(
  customer: { id: number; email: string; phone: string },
  month: CalendarMonth,
  guaranteed: boolean,
): DemoHistory {
  const random = generator(month.year * 100 + month.month);
  const start = monthStart(month).getTime();
  const days = Math.round((monthStart(addMonths(month, 1)).getTime() - start) / DAY_MS);
  const key = `${month.year}${pad(month.month)}`;
  const when = () =>
    new Date(
      start +
        (random.between(1, days) - 1) * DAY_MS +
        random.between(7, 21) * HOUR_MS +
        random.between(0, 59) * MINUTE_MS,
    );
  const card = () =>
    random.next() < 0.6
      ? { cardBrand: 'Visa', cardLastFour: '0077' }
      : { cardBrand: 'Mastercard', cardLastFour: '5454' };
  const outcome = (status: BillPayStatus, orderId: string, receiptNumber: string) => {
    const paid = status === 'Successful' || status === 'Reversed' || status === 'Captured';
    return {
      isoResponseCode: status === 'Failed' ? '05' : paid ? '00' : null,
      authorizationCode: paid ? `${random.between(100000, 999999)}` : null,
      receiptNumber: status === 'Successful' || status === 'Reversed' ? receiptNumber : null,
      gatewayTransactionId: stableUuid(orderId),
      statusMessage:
        status === 'Failed'
          ? paymentMessages.declined('05')
          : status === 'Reversed'
            ? paymentMessages.paymentReversed
            : null,
    };
  };

  const billPays: BillPayRow[] = [];
  const billCount = random.between(3, 6);
  for (let index = 0; index < billCount; index++) {
    const bill = random.pick(BILLS);
    const createdAt = when();
    const status = statusFor('billPay', index, guaranteed, random.next());
    const amountCents = random.between(bill.from, bill.to) * 100 + random.pick([0, 0, 50, 25]);
    // The fee by the domain's rule (a rate of the amount, half-up, plus the fixed fee).
    const feeCents =
      'rate' in bill ? applyRate(toCents(amountCents), bill.rate) + bill.feeCents : 0;
    const donationCents = random.next() < 0.15 ? random.pick([500, 1000, 2000]) : 0;
    const orderId = `YO-DEMO-B${key}-${pad(index + 1)}`;
    billPays.push({
      orderId,
      providerId: bill.providerId,
      accountNumber: bill.accountNumber,
      nameOnAccount: bill.nameOnAccount,
      charityId: donationCents > 0 ? 33 : null,
      amountCents,
      feeCents,
      donationCents,
      totalCents: amountCents + feeCents + donationCents,
      email: customer.email,
      phone: customer.phone,
      status,
      sessionId: DEMO_SESSION_ID,
      customerId: customer.id,
      ...card(),
      ...outcome(status, orderId, `R9${key.slice(2)}1${pad(index + 1)}`),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 2 * MINUTE_MS),
      completedAt: status === 'Failed' ? null : new Date(createdAt.getTime() + MINUTE_MS),
    });
  }

  const topUps: TopUpRow[] = [];
  const topUpCount = random.between(guaranteed ? 5 : 2, 6);
  for (let index = 0; index < topUpCount; index++) {
    const phone = random.pick(PHONES);
    const createdAt = when();
    const status = statusFor('topUp', index, guaranteed, random.next());
    const amountCents = random.pick(TOP_UP_AMOUNTS) * 100;
    const orderId = `YO-DEMO-T${key}-${pad(index + 1)}`;
    const { statusMessage: _billPayMessage, ...result } = outcome(
      status,
      orderId,
      `R9${key.slice(2)}2${pad(index + 1)}`,
    );
    topUps.push({
      orderId,
      countryId: 1,
      msisdn: phone.msisdn,
      phoneProviderId: phone.phoneProviderId,
      amountCents,
      vatCents: vatIncluded(toCents(amountCents), TOP_UP_FAQ_VAT_RATE),
      donationCents: 0,
      totalCents: amountCents,
      email: customer.email,
      status,
      statusMessage: status === 'Failed' ? paymentMessages.declined('05') : null,
      sessionId: DEMO_SESSION_ID,
      customerId: customer.id,
      ...card(),
      ...result,
      carrierReference: status === 'Failed' || status === 'Pending' ? null : `demo-${orderId}`,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 2 * MINUTE_MS),
      completedAt:
        status === 'Successful' || status === 'Reversed'
          ? new Date(createdAt.getTime() + MINUTE_MS)
          : null,
    });
  }
  return { billPays, topUps };
}
