import type { ActivityQuery } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  activityHref,
  activitySearch,
  emptyActivityQuery,
  exportRequest,
  filterRequest,
  isoDateOrNull,
  parseActivitySearch,
  recentViewMoreHref,
  searchQuery,
  statsViewMoreHref,
  typeRules,
  withTypeRules,
} from '../src/flows/activity';

/** The activity query in the URL (spec 2.14, issue 14): bookmark, share, Back. */

const q = (change: Partial<ActivityQuery>): ActivityQuery => ({ ...emptyActivityQuery, ...change });

describe('the query in the URL', () => {
  it.each<[string, ActivityQuery]>([
    ['', emptyActivityQuery],
    ['?tranType=Billpay', q({ selectedTranTypes: ['Billpay'] })],
    [
      '?startDate=2026-05-01&endDate=2026-11-25&tranType=Billpay&tranType=TopUps&provider=3&provider=12&carrier=1&tranStatus=Captured&pageNumber=3&pageSize=20',
      q({
        startDate: '2026-05-01',
        endDate: '2026-11-25',
        selectedTranTypes: ['Billpay', 'TopUps'],
        selectedProviders: [3, 12],
        selectedCarriers: [1],
        selectedTranStatuses: ['Captured'],
        pageNumber: 3,
        pageSize: 20,
      }),
    ],
    [
      '?tranType=TopUps&carrier=2&pageSize=50',
      q({ selectedTranTypes: ['TopUps'], selectedCarriers: [2], pageSize: 50 }),
    ],
  ])('%s reads and writes back the same', (search, query) => {
    expect(parseActivitySearch(search)).toEqual(query);
    expect(activitySearch(query)).toBe(search);
  });

  it.each<[string, ActivityQuery]>([
    ['?pageNumber=0&pageSize=15', emptyActivityQuery],
    ['?pageNumber=-2&pageSize=100', emptyActivityQuery],
    ['?pageNumber=1.5&pageSize=abc', emptyActivityQuery],
    ['?startDate=2026-02-30&endDate=26-11-01', emptyActivityQuery],
    ['?tranType=Refund&tranStatus=Pending', emptyActivityQuery],
    [
      '?tranType=Billpay&provider=x&provider=0&provider=7&provider=7',
      q({ selectedTranTypes: ['Billpay'], selectedProviders: [7] }),
    ],
    // Providers only with Bill Pay, carriers only with Top Up.
    ['?provider=3&carrier=1', emptyActivityQuery],
    [
      '?tranType=TopUps&provider=3&carrier=1',
      q({ selectedTranTypes: ['TopUps'], selectedCarriers: [1] }),
    ],
    [
      '?tranType=Billpay&provider=3&carrier=1',
      q({ selectedTranTypes: ['Billpay'], selectedProviders: [3] }),
    ],
    // Dates the wrong way round name the same range.
    [
      '?startDate=2026-06-30&endDate=2026-06-01',
      q({ startDate: '2026-06-01', endDate: '2026-06-30' }),
    ],
    // Repeated and out-of-order values keep one each, in the spec's order.
    [
      '?tranType=TopUps&tranType=Billpay&tranType=TopUps',
      q({ selectedTranTypes: ['Billpay', 'TopUps'] }),
    ],
  ])('%s: what is not a valid filter is dropped', (search, query) => {
    expect(parseActivitySearch(search)).toEqual(query);
  });

  it.each([
    ['2026-11-25', '2026-11-25'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['', null],
    [null, null],
  ])('isoDateOrNull(%j) is %j', (text, expected) => {
    expect(isoDateOrNull(text)).toBe(expected);
  });
});

describe('the enabling rules of 2.14', () => {
  it.each([
    [[], false, false],
    [['Billpay'], true, false],
    [['TopUps'], false, true],
    [['Billpay', 'TopUps'], true, true],
  ])('types %j: providers %s, carriers %s', (types, providersEnabled, carriersEnabled) => {
    expect(typeRules(types)).toEqual({ providersEnabled, carriersEnabled });
  });

  it('unchoosing a type drops the providers or carriers it enabled', () => {
    const both = q({
      selectedTranTypes: ['Billpay', 'TopUps'],
      selectedProviders: [3],
      selectedCarriers: [1],
    });
    expect(withTypeRules({ ...both, selectedTranTypes: ['TopUps'] })).toEqual(
      q({ selectedTranTypes: ['TopUps'], selectedCarriers: [1] }),
    );
    expect(withTypeRules({ ...both, selectedTranTypes: ['Billpay'] })).toEqual(
      q({ selectedTranTypes: ['Billpay'], selectedProviders: [3] }),
    );
  });
});

describe('requests', () => {
  const query = q({
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    selectedTranTypes: ['Billpay', 'TopUps'],
    selectedProviders: [4],
    selectedCarriers: [2],
    selectedTranStatuses: ['Failed'],
    pageNumber: 2,
    pageSize: 30,
  });

  it('transaction/filtered gets the query in section 7 names', () => {
    expect(filterRequest(query)).toEqual({
      pageNumber: 2,
      pageSize: 30,
      tranType: ['Billpay', 'TopUps'],
      phoneProvider: [2],
      provider: [4],
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      tranStatus: ['Failed'],
    });
  });

  it('an export sends the same filters with the page size cleared', () => {
    expect(exportRequest(query)).toEqual({
      ...filterRequest(query),
      pageNumber: 1,
      pageSize: null,
    });
  });

  it('Search puts dates typed the wrong way round in order', () => {
    expect(
      searchQuery(query, {
        startDate: '2026-12-01',
        endDate: '2026-01-31',
        selectedTranTypes: [],
        selectedProviders: [],
        selectedCarriers: [],
        selectedTranStatuses: [],
      }),
    ).toEqual(q({ startDate: '2026-01-31', endDate: '2026-12-01', pageSize: 30 }));
  });

  it('Search applies the filters typed on the first page, keeping the page size', () => {
    expect(
      searchQuery(query, {
        startDate: null,
        endDate: null,
        selectedTranTypes: ['TopUps'],
        selectedProviders: [4],
        selectedCarriers: [1],
        selectedTranStatuses: [],
      }),
    ).toEqual(q({ selectedTranTypes: ['TopUps'], selectedCarriers: [1], pageSize: 30 }));
  });
});

describe("the dashboard's View More links (2.13)", () => {
  it.each([
    ['Billpay', '/user/activity?tranType=Billpay'],
    ['TopUps', '/user/activity?tranType=TopUps'],
  ])('a recent list of %s opens activity filtered to it, page size 10', (type, href) => {
    expect(recentViewMoreHref(type)).toBe(href);
    expect(parseActivitySearch(href.split('?')[1]!).pageSize).toBe(10);
  });

  it.each([
    // Trinidad and Tobago is UTC−4: 02:00 UTC on 1 January is still 31 December there.
    ['2026-01-01T02:00:00Z', '2025-07-01', '2025-12-31'],
    ['2026-01-01T04:00:00Z', '2025-08-01', '2026-01-01'],
    ['2026-11-25T16:00:00Z', '2026-06-01', '2026-11-25'],
    ['2026-06-30T23:59:00Z', '2026-01-01', '2026-06-30'],
    ['2026-07-01T03:59:00Z', '2026-01-01', '2026-06-30'],
  ])('at %s the stats open Captured from %s to %s', (now, startDate, endDate) => {
    expect(statsViewMoreHref(new Date(now))).toBe(
      activityHref({ selectedTranStatuses: ['Captured'], startDate, endDate }),
    );
    expect(statsViewMoreHref(new Date(now))).toBe(
      `/user/activity?startDate=${startDate}&endDate=${endDate}&tranStatus=Captured`,
    );
  });
});
