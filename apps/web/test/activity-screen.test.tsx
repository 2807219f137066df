import { SESSION_KEYS } from '@yo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** /user/activity (spec 2.14) in the app, the API answered by a stubbed fetch. */

vi.setConfig({ testTimeout: 30_000 });

const customer = {
  customerId: 7,
  firstName: 'Ann-Marie',
  lastName: 'Smith',
  email: 'ann@example.tt',
  phoneNumber: '18685550123',
};

function envelope(data: unknown) {
  return new Response(JSON.stringify({ state: 1, msg: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function jwt(secondsFromNow: number) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `e30.${payload}.signature`;
}

interface Filtered {
  pageNumber: number;
  pageSize: number;
  tranType: string[];
  provider: number[];
  phoneProvider: number[];
  tranStatus: string[];
  startDate: string | null;
  endDate: string | null;
}
let requests: Filtered[] = [];
let total = 0;

const row = (i: number) => ({
  transactionDate: '2026-11-22T20:05:00Z',
  accountNumber: `ACC-${i}`,
  provider: 'T&TEC',
  nameOnAccount: 'Ann Smith',
  tranType: 'Billpay',
  tranStatus: 'Successful',
  orderNumber: `ORD-${i}`,
  authCode: `AUTH-${i}`,
  amount: 10 + i,
  currencySymbol: '$',
  currencyCode: 'TTD',
});

beforeEach(() => {
  requests = [];
  total = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = request.url;
      if (url.includes('Banner/GetBannerMessages')) return envelope([]);
      if (url.includes('customers/getbyuserid')) return envelope(customer);
      if (url.includes('Transaction/GetProviders')) {
        return envelope([
          { providerId: 3, name: 'T&TEC', type: 'Utility', commentsField: false },
          { providerId: 4, name: 'WASA', type: 'Utility', commentsField: false },
        ]);
      }
      if (url.includes('topup/GetPhoneProviders')) {
        return envelope([
          { phoneProviderId: 1, name: 'Digicel' },
          { phoneProviderId: 2, name: 'bmobile' },
        ]);
      }
      if (url.includes('transaction/filtered')) {
        const body = (await request.json()) as Filtered;
        requests.push(body);
        const first = (body.pageNumber - 1) * body.pageSize;
        const count = Math.max(0, Math.min(body.pageSize, total - first));
        return envelope({
          pagedItems: Array.from({ length: count }, (_, i) => row(first + i)),
          totalCount: total,
          pageCount: Math.ceil(total / body.pageSize),
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
        });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  sessionStorage.setItem(SESSION_KEYS.anonymousToken, JSON.stringify({ token: 'anonymous' }));
  sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token: jwt(3600) }));
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(customer));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

/** Pretends the viewport is at least (or under) the tablet width, where the table shows every column. */
function stubWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A row's cells in order (the date is the row header). */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('th, td')];

const filters = () => screen.getByRole('region', { name: 'Transaction Activity - Filters' });

describe('the activity page', () => {
  it('loads the view the URL names; providers need Bill Pay, carriers need Top Up', async () => {
    total = 57;
    stubWide(true);
    await renderAppAt('/user/activity?tranType=Billpay&provider=3&pageNumber=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      pageNumber: 2,
      pageSize: 10,
      tranType: ['Billpay'],
      phoneProvider: [],
      provider: [3],
      startDate: null,
      endDate: null,
      tranStatus: [],
    });
    const card = filters();
    expect(await within(card).findByRole('grid', { name: 'Providers: chosen' })).toHaveTextContent(
      'T&TEC',
    );
    expect(within(card).getByRole('grid', { name: 'Transaction Type: chosen' })).toHaveTextContent(
      'Bill Pay',
    );
    expect(
      within(card).getByText('Select transaction type (Top Up) to filter carriers'),
    ).toBeInTheDocument();
    expect(
      within(card).queryByText('Select transaction type (Bill Pay) to filter providers'),
    ).toBeNull();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Transaction Date',
      'Account#',
      'Provider',
      'Account Name',
      'Type',
      'Status',
      'Receipt Number',
      'Authorization Code',
      'Amount',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(cellsOf(rows[0]!).map((c) => c.textContent)).toEqual([
      '2026-11-22 4:05 PM',
      'ACC-10',
      'T&TEC',
      'Ann Smith',
      'Bill Pay', // the type as 2.14 names it, not the raw value (#29 defect 11)
      'Successful',
      'ORD-10',
      'AUTH-10',
      'TTD $20.00',
    ]);
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
  });

  it('on a phone the table shows the date, the account and the amount', async () => {
    total = 3;
    stubWide(false);
    await renderAppAt('/user/activity');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Transaction Date', 'Account#', 'Amount']);
    const cells = cellsOf(within(table).getAllByRole('row')[1]!);
    expect(cells.map((c) => c.textContent)).toEqual(['2026-11-22 4:05 PM', 'ACC-0', 'TTD $10.00']);
  });
  it('removing a chip and searching changes the URL and the request; Back restores it', async () => {
    await renderAppAt('/user/activity?tranType=Billpay&tranType=TopUps&provider=3&carrier=2');
    const card = filters();
    const chips = await within(card).findByRole('grid', { name: 'Transaction Type: chosen' });
    fireEvent.click(
      within(within(chips).getByRole('row', { name: 'Bill Pay' })).getByRole('button', {
        name: 'Remove Bill Pay',
      }),
    );
    // Bill Pay gone: its providers go too, and the select says why it is off.
    expect(within(card).queryByRole('grid', { name: 'Providers: chosen' })).toBeNull();
    expect(
      within(card).getByText('Select transaction type (Bill Pay) to filter providers'),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?tranType=TopUps&carrier=2'));
    await waitFor(() => expect(requests.at(-1)?.tranType).toEqual(['TopUps']));
    expect(requests.at(-1)?.provider).toEqual([]);
    expect(requests.at(-1)?.phoneProvider).toEqual([2]);
    window.history.back();
    await waitFor(() =>
      expect(window.location.search).toBe('?tranType=Billpay&tranType=TopUps&provider=3&carrier=2'),
    );
    expect(await within(card).findByRole('grid', { name: 'Providers: chosen' })).toHaveTextContent(
      'T&TEC',
    );
  });

  it('Clear All empties the filters; an empty page says so', async () => {
    await renderAppAt('/user/activity?tranType=Billpay&provider=4&tranStatus=Captured');
    const card = filters();
    expect(await within(card).findByRole('grid', { name: 'Status: chosen' })).toHaveTextContent(
      'Captured',
    );
    expect(
      await screen.findByText('No transactions found. Try changing the filter.'),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Clear All' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/user/activity'),
    );
    expect(within(card).queryByRole('grid')).toBeNull();
    await waitFor(() => expect(requests.at(-1)?.tranType).toEqual([]));
    expect(requests.at(-1)?.tranStatus).toEqual([]);
  });
});
