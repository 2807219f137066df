import {
  errorMessages,
  type ActivityFilterRequest,
  type CallResult,
  type DownloadedFile,
  type PagedTransactions,
} from '@yo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useActivity, type ActivityPorts } from '../src/flows/activity';

/** The activity flow with fake ports (spec 2.14, 4.8, 8): URL in, fetches, stale answers out. */

const ok = <T,>(data: T): CallResult<T> => ({ ok: true, state: 1, msg: null, data });
const refused: CallResult<never> = {
  ok: false,
  state: -1,
  reason: 'http',
  msg: 'An error has occurred: 500',
  status: 500,
};

const pageOf = (pageNumber: number, totalCount = 57): PagedTransactions => ({
  pagedItems: [
    {
      transactionDate: '2026-11-22T20:05:00Z',
      accountNumber: `ACC-${pageNumber}`,
      provider: 'T&TEC',
      nameOnAccount: 'Ann Smith',
      tranType: 'Billpay',
      tranStatus: 'Successful',
      orderNumber: `ORD-${pageNumber}`,
      authCode: '123456',
      amount: 125.5,
      currencySymbol: '$',
      currencyCode: 'TTD',
    },
  ],
  totalCount,
  pageCount: Math.ceil(totalCount / 10),
  pageNumber,
  pageSize: 10,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function fakePorts(overrides: Partial<ActivityPorts> = {}) {
  const requests: ActivityFilterRequest[] = [];
  const ports: ActivityPorts = {
    filtered: vi.fn(async (body: ActivityFilterRequest) => {
      requests.push(body);
      return ok(pageOf(body.pageNumber));
    }),
    exportFile: vi.fn(),
    monthlyStats: vi.fn(),
    providers: vi.fn(async () =>
      ok([{ providerId: 3, name: 'T&TEC', type: 'Utility', commentsField: false }]),
    ),
    carriers: vi.fn(async () => ok([{ phoneProviderId: 1, name: 'Digicel' }])),
    save: vi.fn(),
    notify: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
  return { ports, requests };
}

function start(search: string, ports: ActivityPorts) {
  const navigate = vi.fn();
  const hook = renderHook(
    (props: { search: string }) => useActivity({ ...props, navigate, ports }),
    {
      initialProps: { search },
    },
  );
  return { ...hook, navigate };
}

/** Opens the flow and waits for its first page and lists (for tests about what follows). */
async function open(search: string, ports: ActivityPorts) {
  const started = start(search, ports);
  await waitFor(() => {
    expect(started.result.current.results.status).toBe('idle');
    expect(started.result.current.carriers).not.toHaveLength(0);
  });
  return started;
}

describe('useActivity', () => {
  it('loads the page the URL names, with the providers and carriers to filter by', async () => {
    const { ports, requests } = fakePorts();
    const { result } = start('tranType=Billpay&provider=3&pageNumber=2&pageSize=20', ports);
    expect(result.current.results.status).toBe('pending');
    await waitFor(() => expect(result.current.results.status).toBe('idle'));
    expect(requests).toEqual([
      {
        pageNumber: 2,
        pageSize: 20,
        tranType: ['Billpay'],
        phoneProvider: [],
        provider: [3],
        startDate: null,
        endDate: null,
        tranStatus: [],
      },
    ]);
    expect(result.current.results.page?.pagedItems[0]?.accountNumber).toBe('ACC-2');
    expect(result.current.draft.selectedProviders).toEqual([3]);
    expect(result.current.providers.map((p) => p.name)).toEqual(['T&TEC']);
    expect(result.current.carriers.map((c) => c.name)).toEqual(['Digicel']);
  });

  it('ignores an answer that arrives after a newer request (Back pressed mid-load)', async () => {
    const first = deferred<CallResult<PagedTransactions>>();
    const second = deferred<CallResult<PagedTransactions>>();
    const answers = [first, second];
    const { ports } = fakePorts({ filtered: vi.fn(() => answers.shift()!.promise) });
    const { result, rerender } = start('pageNumber=1', ports);
    rerender({ search: 'pageNumber=2' });
    await act(async () => second.resolve(ok(pageOf(2))));
    expect(result.current.results.page?.pageNumber).toBe(2);
    await act(async () => first.resolve(ok(pageOf(1))));
    expect(result.current.results.page?.pageNumber).toBe(2);
    expect(result.current.results.status).toBe('idle');
  });

  it('logs a failed fetch and shows nothing (section 8)', async () => {
    const { ports } = fakePorts({ filtered: vi.fn(async () => refused) });
    const { result } = await open('', ports);
    await waitFor(() => expect(result.current.results.failed).toBe(true));
    expect(result.current.results.page).toBeNull();
    expect(ports.log).toHaveBeenCalledWith('transaction/filtered', refused);
    expect(ports.notify).not.toHaveBeenCalled();
  });

  it('Search puts the filters typed in the URL on page 1; a type unchosen drops its providers', async () => {
    const { ports } = fakePorts();
    const { result, navigate } = await open('pageNumber=4&pageSize=30', ports);
    act(() => result.current.edit({ selectedTranTypes: ['Billpay', 'TopUps'] }));
    act(() => result.current.edit({ selectedProviders: [3], selectedCarriers: [1] }));
    act(() => result.current.edit({ startDate: '2026-01-01', endDate: '2026-03-31' }));
    act(() => result.current.edit({ selectedTranTypes: ['TopUps'] }));
    expect(result.current.draft.selectedProviders).toEqual([]);
    expect(result.current.draft.selectedCarriers).toEqual([1]);
    act(() => result.current.search());
    expect(navigate).toHaveBeenLastCalledWith(
      '/user/activity?startDate=2026-01-01&endDate=2026-03-31&tranType=TopUps&carrier=1&pageSize=30',
    );
  });

  it('pages and page sizes go to the URL; the same view is not pushed twice', async () => {
    const { ports } = fakePorts();
    const { result, navigate } = await open('tranType=TopUps', ports);
    act(() => result.current.goToPage(3));
    expect(navigate).toHaveBeenLastCalledWith('/user/activity?tranType=TopUps&pageNumber=3');
    act(() => result.current.setPageSize(50));
    expect(navigate).toHaveBeenLastCalledWith('/user/activity?tranType=TopUps&pageSize=50');
    navigate.mockClear();
    act(() => result.current.search());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Clear All empties the card and shows the first page, keeping the page size', async () => {
    const { ports } = fakePorts();
    const { result, navigate } = await open(
      'tranType=Billpay&provider=3&tranStatus=Captured&pageNumber=2&pageSize=20',
      ports,
    );
    act(() => result.current.clearAll());
    expect(result.current.draft).toEqual({
      startDate: null,
      endDate: null,
      selectedProviders: [],
      selectedCarriers: [],
      selectedTranTypes: [],
      selectedTranStatuses: [],
    });
    expect(navigate).toHaveBeenLastCalledWith('/user/activity?pageSize=20');
  });

  it('the card follows the URL when it changes (Back)', async () => {
    const { ports } = fakePorts();
    const { result, rerender } = await open('tranType=Billpay', ports);
    act(() => result.current.edit({ selectedTranTypes: ['TopUps'] }));
    rerender({ search: 'tranType=Billpay&provider=3' });
    await waitFor(() => expect(result.current.draft.selectedProviders).toEqual([3]));
    expect(result.current.draft.selectedTranTypes).toEqual(['Billpay']);
  });

  it.each([
    ['excel', 'Transactions Report.xlsx'],
    ['csv', 'Transactions Report.csv'],
  ] as const)('exports %s with the filters and no page size, saved as %s', async (kind, name) => {
    const file: DownloadedFile = { fileName: name, contentType: 'x', blob: new Blob(['a']) };
    const { ports } = fakePorts({ exportFile: vi.fn(async () => ok(file)) });
    const { result } = await open('tranType=Billpay&pageNumber=3', ports);
    await act(() => result.current.download(kind));
    expect(ports.exportFile).toHaveBeenCalledWith(kind, {
      pageNumber: 1,
      pageSize: null,
      tranType: ['Billpay'],
      phoneProvider: [],
      provider: [],
      startDate: null,
      endDate: null,
      tranStatus: [],
    });
    expect(ports.save).toHaveBeenCalledWith(file);
    expect(result.current.exporting).toBeNull();
  });

  it('a failed export is logged and says the download failed', async () => {
    const { ports } = fakePorts({ exportFile: vi.fn(async () => refused) });
    const { result } = await open('', ports);
    await act(() => result.current.download('csv'));
    expect(ports.save).not.toHaveBeenCalled();
    expect(ports.log).toHaveBeenCalledWith('export csv', refused);
    expect(ports.notify).toHaveBeenCalledWith('error', errorMessages.receiptDownloadFailed, 10_000);
  });
});
