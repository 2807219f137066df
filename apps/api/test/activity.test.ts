import { activityMessages, formatTransactionDate } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatActivityDate } from '../src/modules/activity/time.js';
import { customer, insertFixtures, query, tt, type Fixture } from './support/activity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';

/** Customer A's rows: both kinds, several payees and carriers, every status, month edges. */
const A: Fixture[] = [
  {
    kind: 'Billpay',
    ref: 'b1',
    providerId: 1,
    status: 'Successful',
    at: tt('2026-10-01 00:00'),
    totalCents: 10000,
  },
  {
    kind: 'Billpay',
    ref: 'b2',
    providerId: 2,
    status: 'Failed',
    at: tt('2026-10-15 12:00'),
    totalCents: 5025,
    accountNumber: '3012456-01',
    nameOnAccount: 'Andrea Charles',
    authorizationCode: null,
  },
  {
    kind: 'Billpay',
    ref: 'b3',
    providerId: 11,
    status: 'Reversed',
    at: tt('2026-10-31 23:59'),
    totalCents: 20000,
  },
  {
    kind: 'Billpay',
    ref: 'b4',
    providerId: 1,
    status: 'Captured',
    at: tt('2026-09-30 23:59'),
    totalCents: 7500,
  },
  {
    kind: 'TopUps',
    ref: 't1',
    phoneProviderId: 1,
    status: 'Successful',
    at: tt('2026-10-10 09:00'),
    totalCents: 2500,
    msisdn: '18683051234',
  },
  {
    kind: 'TopUps',
    ref: 't2',
    phoneProviderId: 2,
    status: 'Pending',
    at: tt('2026-10-20 18:30'),
    totalCents: 10000,
    msisdn: '18684681234',
  },
  {
    kind: 'TopUps',
    ref: 't3',
    phoneProviderId: 2,
    status: 'Successful',
    at: tt('2026-11-01 00:00'),
    totalCents: 5000,
    msisdn: '18684681234',
  },
];
/** Customer B's rows, on the same days as A's. */
const B: Fixture[] = [
  {
    kind: 'Billpay',
    ref: 'x1',
    providerId: 1,
    status: 'Successful',
    at: tt('2026-10-12 08:00'),
    totalCents: 999,
  },
  {
    kind: 'TopUps',
    ref: 'x2',
    phoneProviderId: 1,
    status: 'Successful',
    at: tt('2026-10-12 08:00'),
    totalCents: 888,
  },
];

const refs = (body: { data: { pagedItems: Array<{ orderNumber: string }> } }) =>
  body.data.pagedItems.map((item) => item.orderNumber);

describe.each(databaseKinds)('transaction/filtered on %s', (kind) => {
  let t: TestApp;
  let a: { token: string; customerId: number };
  let b: { token: string; customerId: number };

  beforeAll(async () => {
    t = await startTestApp(kind, { billPaySweepMs: 0, topUpDeliveryPollMs: 0 });
    [a, b] = [await customer(t), await customer(t)];
    await insertFixtures(t.app.database.db, a.customerId, A);
    await insertFixtures(t.app.database.db, b.customerId, B);
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['nothing (all rows, newest first)', {}, ['t3', 'b3', 't2', 'b2', 't1', 'b1', 'b4']],
    ['type Billpay', { tranType: ['Billpay'] }, ['b3', 'b2', 'b1', 'b4']],
    ['type TopUps', { tranType: ['TopUps'] }, ['t3', 't2', 't1']],
    ['both types', { tranType: ['Billpay', 'TopUps'] }, ['t3', 'b3', 't2', 'b2', 't1', 'b1', 'b4']],
    ['provider T&TEC with Billpay', { tranType: ['Billpay'], provider: [1] }, ['b1', 'b4']],
    ['providers WASA and Solis', { tranType: ['Billpay'], provider: [2, 11] }, ['b3', 'b2']],
    ['a provider narrows bill pays only', { provider: [2] }, ['t3', 't2', 'b2', 't1']],
    ['carrier bmobile with TopUps', { tranType: ['TopUps'], phoneProvider: [2] }, ['t3', 't2']],
    ['a carrier narrows top-ups only', { phoneProvider: [1] }, ['b3', 'b2', 't1', 'b1', 'b4']],
    ['an unknown provider', { tranType: ['Billpay'], provider: [999] }, []],
    ['status Successful', { tranStatus: ['Successful'] }, ['t3', 't1', 'b1']],
    ['statuses Failed and Reversed', { tranStatus: ['Failed', 'Reversed'] }, ['b3', 'b2']],
    ['status Pending', { tranStatus: ['Pending'] }, ['t2']],
    ['status Captured', { tranStatus: ['Captured'] }, ['b4']],
    [
      'start date (its first minute included)',
      { startDate: '2026-10-01' },
      ['t3', 'b3', 't2', 'b2', 't1', 'b1'],
    ],
    [
      'end date (its last minute included)',
      { endDate: '2026-10-31' },
      ['b3', 't2', 'b2', 't1', 'b1', 'b4'],
    ],
    ['one day', { startDate: '2026-10-31', endDate: '2026-10-31' }, ['b3']],
    ['from a day on', { startDate: '2026-11-01' }, ['t3']],
    ['up to a day', { endDate: '2026-09-30' }, ['b4']],
    [
      'everything combined',
      {
        tranType: ['Billpay', 'TopUps'],
        provider: [2, 11],
        phoneProvider: [1],
        tranStatus: ['Failed', 'Reversed', 'Successful'],
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      },
      ['b3', 'b2', 't1'],
    ],
    [
      'type, status and dates',
      { tranType: ['TopUps'], tranStatus: ['Successful'], startDate: '2026-10-11' },
      ['t3'],
    ],
  ])('filters by %s', async (_name, overrides, expected) => {
    const response = await t.post('transaction/filtered', query(overrides), a.token);
    expect(response.status).toBe(200);
    expect(response.body.state).toBe(1);
    expect(refs(response.body)).toEqual(expected);
    expect(response.body.data.totalCount).toBe(expected.length);
    expect(response.body.data.pageCount).toBe(Math.ceil(expected.length / 10));
  });

  it('answers the fields of an activity row for both kinds', async () => {
    const response = await t.post(
      'transaction/filtered',
      query({ startDate: '2026-10-10', endDate: '2026-10-15' }),
      a.token,
    );
    expect(response.body.data).toEqual({
      pagedItems: [
        {
          transactionDate: '2026-10-15T16:00:00.000Z',
          accountNumber: '3012456-01',
          provider: 'WASA',
          nameOnAccount: 'Andrea Charles',
          tranType: 'Billpay',
          tranStatus: 'Failed',
          orderNumber: 'b2',
          authCode: null,
          amount: 50.25,
          currencySymbol: '$',
          currencyCode: 'TTD',
        },
        {
          transactionDate: '2026-10-10T13:00:00.000Z',
          accountNumber: '18683051234',
          provider: 'Digicel',
          nameOnAccount: null,
          tranType: 'TopUps',
          tranStatus: 'Successful',
          orderNumber: 't1',
          authCode: 'At1',
          amount: 25,
          currencySymbol: '$',
          currencyCode: 'TTD',
        },
      ],
      totalCount: 2,
      pageCount: 1,
      pageNumber: 1,
      pageSize: 10,
    });
  });

  it("never answers another customer's rows, whatever the body says", async () => {
    const own = await t.post('transaction/filtered', query(), b.token);
    expect(new Set(refs(own.body))).toEqual(new Set(['x1', 'x2']));
    expect(own.body.data.totalCount).toBe(2);
    // Naming A's payees, carriers and days still yields B's rows only.
    const narrowed = await t.post(
      'transaction/filtered',
      query({ provider: [1, 2, 11], phoneProvider: [1, 2], startDate: '2026-09-01' }),
      b.token,
    );
    expect(new Set(refs(narrowed.body))).toEqual(new Set(['x1', 'x2']));
    // A customer id in the body is not part of the call: refused, not obeyed.
    const smuggled = await t.post(
      'transaction/filtered',
      { ...query(), customerId: a.customerId },
      b.token,
    );
    expect(smuggled.status).toBe(400);
    expect(smuggled.body.state).toBe(-1);
  });

  it('needs a user token', async () => {
    expect((await t.post('transaction/filtered', query())).status).toBe(401);
    expect((await t.get('transaction/getmonthlystats')).status).toBe(401);
    expect((await t.post('transaction/export/csv', query())).status).toBe(401);
    expect((await t.post('transaction/export/excel', query())).status).toBe(401);
  });

  it.each([
    ['a page size under 10', { pageSize: 9 }, activityMessages.pageSize(10, 50)],
    ['a page size over 50', { pageSize: 51 }, activityMessages.pageSize(10, 50)],
    ['no page size', { pageSize: null }, activityMessages.pageSize(10, 50)],
    ['page 0', { pageNumber: 0 }, activityMessages.pageNumber(1_000_000)],
    ['a page past any history', { pageNumber: 1_000_001 }, activityMessages.pageNumber(1_000_000)],
    ['a start date not in YYYY-MM-DD', { startDate: '10/01/2026' }, activityMessages.startDate],
    ['a start date that does not exist', { startDate: '2026-02-30' }, activityMessages.startDate],
    ['an end date that does not exist', { endDate: '2026-13-01' }, activityMessages.endDate],
    [
      'a start after the end',
      { startDate: '2026-10-02', endDate: '2026-10-01' },
      activityMessages.dateOrder,
    ],
    [
      'an unknown type',
      { tranType: ['Billpay', 'Donation'] },
      activityMessages.tranType('Billpay, TopUps'),
    ],
    [
      'an unknown status',
      { tranStatus: ['Declined'] },
      activityMessages.tranStatus('Pending, Captured, Successful, Failed, Reversed'),
    ],
  ])('refuses %s with a clear message', async (_name, overrides, message) => {
    const response = await t.post('transaction/filtered', query(overrides), a.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ state: -1, msg: message, data: null });
  });

  it('takes the page sizes 10 and 50 at the edges', async () => {
    for (const pageSize of [10, 50]) {
      const response = await t.post('transaction/filtered', query({ pageSize }), a.token);
      expect(response.body.data).toMatchObject({ pageSize, totalCount: 7, pageCount: 1 });
    }
  });
});

describe.each(databaseKinds)('paging on %s', (kind) => {
  let t: TestApp;
  let c: { token: string; customerId: number };
  /** 23 rows; each pair of a bill pay and a top-up shares its minute, three rows share one. */
  const rows: Fixture[] = Array.from({ length: 23 }, (_, index) => {
    const minute = String(Math.floor(index / 2) % 60).padStart(2, '0');
    const at = index >= 20 ? tt('2026-08-01 07:00') : tt(`2026-08-02 10:${minute}`);
    return index % 2 === 0
      ? {
          kind: 'Billpay' as const,
          ref: `p${index}`,
          providerId: 1,
          status: 'Successful' as const,
          at,
          totalCents: 100 + index,
        }
      : {
          kind: 'TopUps' as const,
          ref: `p${index}`,
          phoneProviderId: 1,
          status: 'Successful' as const,
          at,
          totalCents: 100 + index,
        };
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { billPaySweepMs: 0, topUpDeliveryPollMs: 0 });
    c = await customer(t);
    await insertFixtures(t.app.database.db, c.customerId, rows);
  }, 60_000);
  afterAll(() => t.close());

  const page = (pageNumber: number, pageSize = 10) =>
    t.post('transaction/filtered', query({ pageNumber, pageSize }), c.token);

  it('pages through every row once, newest first, in a stable order', async () => {
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.body.data.pagedItems.length)).toEqual([10, 10, 3]);
    for (const p of pages) expect(p.body.data).toMatchObject({ totalCount: 23, pageCount: 3 });
    const seen = pages.flatMap((p) => refs(p.body));
    expect(new Set(seen).size).toBe(23);
    const dates = pages.flatMap((p) =>
      p.body.data.pagedItems.map((item: { transactionDate: string }) =>
        Date.parse(item.transactionDate),
      ),
    );
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    // The same order again, and the same as one page of 50.
    expect([await page(1), await page(2), await page(3)].flatMap((p) => refs(p.body))).toEqual(
      seen,
    );
    expect(refs((await page(1, 50)).body)).toEqual(seen);
    expect(refs((await page(3, 20)).body)).toEqual([]);
    expect(refs((await page(2, 20)).body)).toEqual(seen.slice(20));
  });

  it('answers an empty page past the last, with the totals', async () => {
    const response = await page(4);
    expect(response.body.data).toEqual({
      pagedItems: [],
      totalCount: 23,
      pageCount: 3,
      pageNumber: 4,
      pageSize: 10,
    });
  });

  it('answers a customer with nothing: no rows, no pages', async () => {
    const empty = await customer(t);
    const response = await t.post('transaction/filtered', query(), empty.token);
    expect(response.body.data).toEqual({
      pagedItems: [],
      totalCount: 0,
      pageCount: 0,
      pageNumber: 1,
      pageSize: 10,
    });
  });
});

describe('activity dates', () => {
  it.each([
    '2026-11-22T20:05:00.000Z',
    '2026-11-01T03:59:00.000Z',
    '2026-11-01T04:00:00.000Z',
    '2026-01-01T16:00:00.000Z',
    '2026-06-30T15:30:00.000Z',
    '2027-02-28T23:45:00.000Z',
  ])('writes %s as @yo/domain does', (iso) => {
    expect(formatActivityDate(new Date(iso))).toBe(formatTransactionDate(iso));
  });
});
