import { SESSION_KEYS } from '@yo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/** /user (spec 2.13) in the app, the API answered by a stubbed fetch. */

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

const billPays = Array.from({ length: 6 }, (_, i) => ({
  transactionDate: `2026-11-2${i}T14:30:00Z`,
  accountNumber: `ACC-${i}`,
  provider: 'T&TEC',
  nameOnAccount: 'Ann Smith',
  tranType: 'Billpay',
  tranStatus: ['Successful', 'Failed', 'Captured'][i % 3]!,
  orderNumber: `ORD-${i}`,
  authCode: 'A1',
  amount: 100 + i,
  currencySymbol: '$',
  currencyCode: 'TTD',
}));

let topUps: unknown[] = [];
let bills: unknown[] = [];
let order: string[] = [];

const paged = (items: unknown[]) => ({
  pagedItems: items,
  totalCount: items.length,
  pageCount: items.length ? 1 : 0,
  pageNumber: 1,
  pageSize: 10,
});

beforeEach(() => {
  order = [];
  bills = billPays;
  topUps = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = request.url;
      if (url.includes('Banner/GetBannerMessages')) return envelope([]);
      if (url.includes('customers/getbyuserid')) return envelope(customer);
      if (url.includes('transaction/filtered')) {
        const body = (await request.json()) as { tranType: string[] };
        order.push(`filtered ${body.tranType.join()}`);
        return envelope(paged(body.tranType[0] === 'Billpay' ? bills : topUps));
      }
      if (url.includes('transaction/getmonthlystats')) {
        order.push('stats');
        return envelope([
          { month: 'Oct 2026', billPay: 250.5, topUps: 0 },
          { month: 'Nov 2026', billPay: 100, topUps: 60 },
        ]);
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

describe('the dashboard', () => {
  it('shows the five latest bill pays with status, account, date, amount and provider', async () => {
    await renderAppAt('/user');
    const card = await screen.findByRole('region', { name: 'Recent Bill Pay' });
    const list = await within(card).findByRole('list', { name: 'Recent Bill Pay' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('ACC-0');
    expect(items[0]).toHaveTextContent('TTD $100.00');
    expect(items[0]).toHaveTextContent('2026-11-20 10:30 AM');
    expect(items[0]).toHaveTextContent('T&TEC');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Successful',
      'Failed',
      'Captured',
      'Successful',
      'Failed',
    ]);
    expect(items.map((item) => within(item).getByRole('img').getAttribute('data-tone'))).toEqual([
      'success',
      'error',
      'warning',
      'success',
      'error',
    ]);
    const viewMore = within(card).getByRole('link', { name: 'View More Recent Bill Pay' });
    expect(viewMore).toHaveAttribute('href', '/user/activity?tranType=Billpay');
    expect(screen.getByText('Welcome, Ann-Marie')).toBeInTheDocument();
  });

  it('an empty list shows its empty state and button, and View More is disabled', async () => {
    await renderAppAt('/user');
    const card = await screen.findByRole('region', { name: 'Recent Topups' });
    expect(
      await within(card).findByText('You have not made any topup transactions'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Topup Now' })).toHaveAttribute(
      'href',
      '/user/topup',
    );
    const viewMore = within(card).getByText('View More');
    expect(viewMore.closest(':disabled, [aria-disabled="true"], [data-disabled]')).not.toBeNull();
    expect(viewMore.closest('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('a customer with no bill pays is sent to Pay Bills Now', async () => {
    bills = [];
    await renderAppAt('/user');
    const card = await screen.findByRole('region', { name: 'Recent Bill Pay' });
    expect(
      await within(card).findByText('You have not made any bill pay transactions'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pay Bills Now' })).toHaveAttribute(
      'href',
      '/user/billpay',
    );
  });

  it('loads the stats after both lists, as a chart with its table', async () => {
    await renderAppAt('/user');
    const stats = await screen.findByRole('region', { name: 'Monthly Stats' });
    const table = await within(stats).findByRole('table', { name: 'Last 6 Month Stats' });
    expect(order.slice(-1)).toEqual(['stats']);
    expect(order.slice(0, 2).sort()).toEqual(['filtered Billpay', 'filtered TopUps']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthBill PayTop Up',
      'Oct 2026TTD $250.50TTD $0.00',
      'Nov 2026TTD $100.00TTD $60.00',
    ]);
    const viewMore = within(stats).getByRole('link', { name: 'View More Monthly Stats' });
    expect(viewMore.getAttribute('href')).toMatch(
      /^\/user\/activity\?startDate=\d{4}-\d{2}-01&endDate=\d{4}-\d{2}-\d{2}&tranStatus=Captured$/,
    );
  });

  it('a failed load is logged and shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = (input instanceof Request ? input : new Request(String(input))).url;
      if (url.includes('customers/getbyuserid')) return envelope(customer);
      if (url.includes('Banner')) return envelope([]);
      return new Response('boom', { status: 500 });
    });
    await renderAppAt('/user');
    const card = await screen.findByRole('region', { name: 'Recent Bill Pay' });
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(within(card).queryByRole('progressbar')).toBeNull());
    expect(within(card).queryByRole('list')).toBeNull();
    expect(screen.queryByText(/error has occurred/i)).toBeNull();
    error.mockRestore();
  });
});
