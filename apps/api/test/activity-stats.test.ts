import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, insertFixtures, tt, type Fixture } from './support/activity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';

/** Successful amounts on both sides of T&T's month edges (UTC−4), and others that never count. */
const ROWS: Fixture[] = [
  {
    kind: 'Billpay',
    ref: 'apr-last-minute',
    providerId: 1,
    status: 'Successful',
    at: tt('2026-04-30 23:59'),
    totalCents: 900000,
  },
  {
    kind: 'Billpay',
    ref: 'may-first-minute',
    providerId: 1,
    status: 'Successful',
    at: tt('2026-05-01 00:00'),
    totalCents: 1000,
  },
  {
    kind: 'Billpay',
    ref: 'jul-1',
    providerId: 2,
    status: 'Successful',
    at: tt('2026-07-15 10:00'),
    totalCents: 110,
  },
  {
    kind: 'Billpay',
    ref: 'jul-2',
    providerId: 11,
    status: 'Successful',
    at: tt('2026-07-31 23:59'),
    totalCents: 220,
  },
  {
    kind: 'Billpay',
    ref: 'aug-captured',
    providerId: 1,
    status: 'Captured',
    at: tt('2026-08-10 10:00'),
    totalCents: 70000,
  },
  {
    kind: 'TopUps',
    ref: 'sep-last-minute',
    phoneProviderId: 1,
    status: 'Successful',
    at: tt('2026-09-30 23:59'),
    totalCents: 500,
  },
  {
    kind: 'Billpay',
    ref: 'oct-failed',
    providerId: 1,
    status: 'Failed',
    at: tt('2026-10-05 10:00'),
    totalCents: 10000,
  },
  {
    kind: 'TopUps',
    ref: 'oct-reversed',
    phoneProviderId: 2,
    status: 'Reversed',
    at: tt('2026-10-06 10:00'),
    totalCents: 10000,
  },
  {
    kind: 'TopUps',
    ref: 'oct-pending',
    phoneProviderId: 2,
    status: 'Pending',
    at: tt('2026-10-07 10:00'),
    totalCents: 10000,
  },
  {
    kind: 'TopUps',
    ref: 'oct-last-hour',
    phoneProviderId: 2,
    status: 'Successful',
    at: tt('2026-10-31 23:00'),
    totalCents: 2000,
  },
  {
    kind: 'TopUps',
    ref: 'nov-first-minute',
    phoneProviderId: 1,
    status: 'Successful',
    at: tt('2026-11-01 00:00'),
    totalCents: 12345,
  },
];

describe.each(databaseKinds)('transaction/getmonthlystats on %s', (kind) => {
  let t: TestApp;
  let now = tt('2026-10-31 23:30');
  let token: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { billPaySweepMs: 0, topUpDeliveryPollMs: 0 },
      { clock: () => now.getTime() },
    );
    const owner = await customer(t);
    token = owner.token;
    other = (await customer(t)).token;
    await insertFixtures(t.app.database.db, owner.customerId, ROWS);
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    [
      'the last minutes of October in T&T (already November in UTC)',
      '2026-10-31 23:30',
      [
        { month: 'May 2026', billPay: 10, topUps: 0 },
        { month: 'Jun 2026', billPay: 0, topUps: 0 },
        { month: 'Jul 2026', billPay: 3.3, topUps: 0 },
        { month: 'Aug 2026', billPay: 0, topUps: 0 },
        { month: 'Sep 2026', billPay: 0, topUps: 5 },
        { month: 'Oct 2026', billPay: 0, topUps: 20 },
      ],
    ],
    [
      'the first minute of November in T&T',
      '2026-11-01 00:00',
      [
        { month: 'Jun 2026', billPay: 0, topUps: 0 },
        { month: 'Jul 2026', billPay: 3.3, topUps: 0 },
        { month: 'Aug 2026', billPay: 0, topUps: 0 },
        { month: 'Sep 2026', billPay: 0, topUps: 5 },
        { month: 'Oct 2026', billPay: 0, topUps: 20 },
        { month: 'Nov 2026', billPay: 0, topUps: 123.45 },
      ],
    ],
    [
      'a year later (nothing in the window, every month a zero)',
      '2027-11-15 12:00',
      [
        { month: 'Jun 2027', billPay: 0, topUps: 0 },
        { month: 'Jul 2027', billPay: 0, topUps: 0 },
        { month: 'Aug 2027', billPay: 0, topUps: 0 },
        { month: 'Sep 2027', billPay: 0, topUps: 0 },
        { month: 'Oct 2027', billPay: 0, topUps: 0 },
        { month: 'Nov 2027', billPay: 0, topUps: 0 },
      ],
    ],
    [
      'a window across the new year',
      '2027-02-01 00:00',
      [
        { month: 'Sep 2026', billPay: 0, topUps: 5 },
        { month: 'Oct 2026', billPay: 0, topUps: 20 },
        { month: 'Nov 2026', billPay: 0, topUps: 123.45 },
        { month: 'Dec 2026', billPay: 0, topUps: 0 },
        { month: 'Jan 2027', billPay: 0, topUps: 0 },
        { month: 'Feb 2027', billPay: 0, topUps: 0 },
      ],
    ],
  ])('sums successful amounts per T&T month at %s', async (_name, at, expected) => {
    now = tt(at);
    const response = await t.get('transaction/getmonthlystats', token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ state: 1, msg: '', data: expected });
  });

  it("counts only the token's customer", async () => {
    now = tt('2026-11-01 00:00');
    const response = await t.get('transaction/getmonthlystats', other);
    expect(response.body.data).toHaveLength(6);
    for (const row of response.body.data) expect(row).toMatchObject({ billPay: 0, topUps: 0 });
  });
});
