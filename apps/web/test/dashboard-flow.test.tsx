import type {
  ActivityFilterRequest,
  CallResult,
  MonthlyStat,
  PagedTransactions,
  Transaction,
} from '@yo/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  initialDashboard,
  loadDashboard,
  monthLabel,
  recentRequest,
  statsAmount,
  statsAxisAmount,
  statsChartData,
  transactionView,
  type DashboardData,
} from '../src/flows/activity';

/** The dashboard's loading order and rows (spec 2.13, 4.8, 8), with fake ports. */

const ok = <T,>(data: T): CallResult<T> => ({ ok: true, state: 1, msg: null, data });
const refused: CallResult<never> = { ok: false, state: -1, reason: 'refused', msg: 'no' };

const tx = (change: Partial<Transaction> = {}): Transaction => ({
  transactionDate: '2026-11-22T20:05:00Z',
  accountNumber: '100200300',
  provider: 'T&TEC',
  nameOnAccount: 'Ann Smith',
  tranType: 'Billpay',
  tranStatus: 'Successful',
  orderNumber: 'ORD-1',
  authCode: 'A1',
  amount: 125.5,
  currencySymbol: '$',
  currencyCode: 'TTD',
  ...change,
});

const paged = (items: Transaction[]): PagedTransactions => ({
  pagedItems: items,
  totalCount: items.length,
  pageCount: 1,
  pageNumber: 1,
  pageSize: 10,
});

describe('loadDashboard', () => {
  it('asks for both lists at once, shows five of each, and only then the stats', async () => {
    const log: string[] = [];
    const lists: Record<string, (value: CallResult<PagedTransactions>) => void> = {};
    const ports = {
      filtered: vi.fn(
        (body: ActivityFilterRequest) =>
          new Promise<CallResult<PagedTransactions>>((resolve) => {
            log.push(`filtered ${body.tranType.join()}`);
            lists[body.tranType[0]!] = resolve;
          }),
      ),
      monthlyStats: vi.fn(async () => {
        log.push('stats');
        return ok<MonthlyStat[]>([{ month: 'Nov 2026', billPay: 10, topUps: 20 }]);
      }),
      log: vi.fn(),
    };
    let data: DashboardData = initialDashboard;
    const done = loadDashboard(ports, (change) => (data = { ...data, ...change }));
    expect(log).toEqual(['filtered Billpay', 'filtered TopUps']);
    expect(data.stats).toEqual({ status: 'waiting' });

    const seven = Array.from({ length: 7 }, (_, i) => tx({ orderNumber: `B${i}` }));
    lists.Billpay!(ok(paged(seven)));
    await vi.waitFor(() => expect(data.billPay.status).toBe('loaded'));
    expect(log).toEqual(['filtered Billpay', 'filtered TopUps']);
    lists.TopUps!(ok(paged([])));
    await done;
    expect(log).toEqual(['filtered Billpay', 'filtered TopUps', 'stats']);
    expect(data.billPay).toEqual({ status: 'loaded', data: seven.slice(0, 5) });
    expect(data.topUps).toEqual({ status: 'loaded', data: [] });
    expect(data.stats).toEqual({
      status: 'loaded',
      data: [{ month: 'Nov 2026', billPay: 10, topUps: 20 }],
    });
  });

  it('a failed part is logged and shows nothing; the rest still loads', async () => {
    const ports = {
      filtered: vi.fn(async (body: ActivityFilterRequest) =>
        body.tranType[0] === 'Billpay' ? refused : ok(paged([tx({ tranType: 'TopUps' })])),
      ),
      monthlyStats: vi.fn(async () => {
        throw new Error('offline');
      }),
      log: vi.fn(),
    };
    let data: DashboardData = initialDashboard;
    await loadDashboard(ports, (change) => (data = { ...data, ...change }));
    expect(data.billPay).toEqual({ status: 'failed' });
    expect(data.topUps.status).toBe('loaded');
    expect(data.stats).toEqual({ status: 'failed' });
    expect(ports.log).toHaveBeenCalledWith('recent Billpay', refused);
    expect(ports.log).toHaveBeenCalledWith('transaction/getmonthlystats', new Error('offline'));
  });

  it('each list is the first page of its type (the API pages by 10 at least)', () => {
    expect(recentRequest('TopUps')).toEqual({
      pageNumber: 1,
      pageSize: 10,
      tranType: ['TopUps'],
      phoneProvider: [],
      provider: [],
      startDate: null,
      endDate: null,
      tranStatus: [],
    });
  });
});

describe('rows', () => {
  it.each<[string, Partial<Transaction>, Partial<ReturnType<typeof transactionView>>]>([
    [
      'a bill pay',
      {},
      {
        status: 'Successful',
        account: '100200300',
        date: '2026-11-22 4:05 PM',
        amount: 'TTD $125.50',
        provider: 'T&TEC',
      },
    ],
    [
      'a top-up: the number phone-formatted',
      { tranType: 'TopUps', accountNumber: '18684561234', provider: 'bmobile', amount: 50 },
      { account: '1(868) 456-1234', amount: 'TTD $50.00', provider: 'bmobile' },
    ],
    [
      'just after midnight UTC is the evening before in T&T',
      { transactionDate: '2026-01-01T03:59:00Z', amount: 0.05, tranStatus: 'Failed' },
      { date: '2025-12-31 11:59 PM', amount: 'TTD $0.05', status: 'Failed' },
    ],
    [
      'a bill pay reads its type by name, its amount with thousands separators',
      { amount: 5341.64 },
      { type: 'Bill Pay', amount: 'TTD $5,341.64' },
    ],
    [
      'a top-up reads its type by name',
      { tranType: 'TopUps', accountNumber: '18684561234', amount: 1234567.8 },
      { type: 'Topup', amount: 'TTD $1,234,567.80' },
    ],
    [
      'missing optional fields read empty',
      { nameOnAccount: null, orderNumber: null, authCode: undefined },
      { nameOnAccount: '', receipt: '', authCode: '' },
    ],
  ])('%s', (_, change, expected) => {
    expect(transactionView(tx(change), 0)).toMatchObject(expected);
  });

  it.each([
    ['2026-06', 'Jun 2026'],
    ['2025-12-01', 'Dec 2025'],
    ['Nov 2026', 'Nov 2026'],
  ])('month %s reads %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });

  it('the chart has one group per month with both totals in cents, and money labels', () => {
    expect(statsChartData([{ month: '2026-06', billPay: 1250.5, topUps: 0.1 }])).toEqual([
      { label: 'Jun 2026', axisLabel: 'Jun', values: { billPay: 125_050, topUps: 10 } },
    ]);
    expect(statsAxisAmount(500_000)).toBe('$5,000');
    expect(statsAxisAmount(125_050)).toBe('$1,251');
    expect(statsAmount(125_050)).toBe('TTD $1,250.50');
    expect(statsAmount(534_164)).toBe('TTD $5,341.64');
    expect(statsAmount(0)).toBe('TTD $0.00');
  });
});
