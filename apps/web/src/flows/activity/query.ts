import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZES,
  FIRST_PAGE_NUMBER,
  formatDateOnly,
  MONTHLY_STATS_MONTHS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type ActivityFilterRequest,
  type ActivityQuery,
} from '@yo/domain';

/**
 * The activity screen's query (spec 3's "Activity query") and its place in the URL, so a filtered
 * view can be bookmarked, shared and restored with Back (issue 14). Pure.
 */

export const ACTIVITY_PATH = '/user/activity';

/** The URL's parameter for each field of the query; lists repeat their parameter. */
const PARAM = {
  startDate: 'startDate',
  endDate: 'endDate',
  tranType: 'tranType',
  provider: 'provider',
  carrier: 'carrier',
  tranStatus: 'tranStatus',
  pageNumber: 'pageNumber',
  pageSize: 'pageSize',
} as const;

export const emptyActivityQuery: ActivityQuery = {
  startDate: null,
  endDate: null,
  selectedProviders: [],
  selectedCarriers: [],
  selectedTranTypes: [],
  selectedTranStatuses: [],
  pageSize: ACTIVITY_PAGE_SIZE,
  pageNumber: FIRST_PAGE_NUMBER,
};

/** The filter part of the query: what the filter card edits before Search. */
export type ActivityFilters = Omit<ActivityQuery, 'pageSize' | 'pageNumber'>;

const TRAN_TYPE_VALUES: readonly string[] = Object.values(TRANSACTION_TYPES);
const STATUS_VALUES: readonly string[] = Object.values(TRANSACTION_STATUSES);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-DD, else null. */
export function isoDateOrNull(text: string | null | undefined): string | null {
  const match = ISO_DATE.exec(text ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? text!
    : null;
}

function ids(values: string[]): number[] {
  const out: number[] = [];
  for (const value of values) {
    if (!/^\d{1,9}$/.test(value)) continue;
    const id = Number(value);
    if (id > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}

function known(values: string[], allowed: readonly string[]): string[] {
  return allowed.filter((value) => values.includes(value));
}

/**
 * Dates given the wrong way round read as the range they name (the server refuses a start after
 * the end). Applied on Search and to the URL, not while the dates are being typed.
 */
export function datesInOrder<Q extends ActivityFilters>(query: Q): Q {
  const reversed = query.startDate && query.endDate && query.startDate > query.endDate;
  return reversed ? { ...query, startDate: query.endDate, endDate: query.startDate } : query;
}

/** Providers only with Bill Pay chosen, carriers only with Top Up (2.14's enabling rules). */
export function withTypeRules<Q extends ActivityFilters>(query: Q): Q {
  const types = query.selectedTranTypes;
  return {
    ...query,
    selectedProviders: types.includes(TRANSACTION_TYPES.billPay) ? query.selectedProviders : [],
    selectedCarriers: types.includes(TRANSACTION_TYPES.topUp) ? query.selectedCarriers : [],
  };
}

/** Whether the Providers and Carriers selects are enabled for the types chosen. */
export function typeRules(selectedTranTypes: readonly string[]) {
  return {
    providersEnabled: selectedTranTypes.includes(TRANSACTION_TYPES.billPay),
    carriersEnabled: selectedTranTypes.includes(TRANSACTION_TYPES.topUp),
  };
}

/** Reads the query from a URL's search ('?tranType=Billpay&pageNumber=2'); anything unknown is dropped. */
export function parseActivitySearch(search: string): ActivityQuery {
  const params = new URLSearchParams(search);
  const pageSize = Number(params.get(PARAM.pageSize));
  const pageNumber = Number(params.get(PARAM.pageNumber));
  return datesInOrder(
    withTypeRules({
      startDate: isoDateOrNull(params.get(PARAM.startDate)),
      endDate: isoDateOrNull(params.get(PARAM.endDate)),
      selectedTranTypes: known(params.getAll(PARAM.tranType), TRAN_TYPE_VALUES),
      selectedProviders: ids(params.getAll(PARAM.provider)),
      selectedCarriers: ids(params.getAll(PARAM.carrier)),
      selectedTranStatuses: known(params.getAll(PARAM.tranStatus), STATUS_VALUES),
      pageSize: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : ACTIVITY_PAGE_SIZE,
      pageNumber: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : FIRST_PAGE_NUMBER,
    }),
  );
}

/** Writes the query as a URL search, defaults left out: '' for the unfiltered first page. */
export function activitySearch(query: ActivityQuery): string {
  const params = new URLSearchParams();
  if (query.startDate) params.set(PARAM.startDate, query.startDate);
  if (query.endDate) params.set(PARAM.endDate, query.endDate);
  for (const type of query.selectedTranTypes) params.append(PARAM.tranType, type);
  for (const id of query.selectedProviders) params.append(PARAM.provider, String(id));
  for (const id of query.selectedCarriers) params.append(PARAM.carrier, String(id));
  for (const status of query.selectedTranStatuses) params.append(PARAM.tranStatus, status);
  if (query.pageNumber !== FIRST_PAGE_NUMBER)
    params.set(PARAM.pageNumber, String(query.pageNumber));
  if (query.pageSize !== ACTIVITY_PAGE_SIZE) params.set(PARAM.pageSize, String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The activity page's address for a query. */
export function activityHref(query: Partial<ActivityQuery> = {}): string {
  return ACTIVITY_PATH + activitySearch({ ...emptyActivityQuery, ...query });
}

/** The body of `transaction/filtered` for a query. */
export function filterRequest(query: ActivityQuery): ActivityFilterRequest {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    tranType: [...query.selectedTranTypes],
    phoneProvider: [...query.selectedCarriers],
    provider: [...query.selectedProviders],
    startDate: query.startDate,
    endDate: query.endDate,
    tranStatus: [...query.selectedTranStatuses],
  };
}

/** The exports' body: the same filters, no page size (all rows; section 7). */
export function exportRequest(query: ActivityQuery): ActivityFilterRequest {
  return { ...filterRequest(query), pageNumber: FIRST_PAGE_NUMBER, pageSize: null };
}

/** The query after Search: the filters typed, the page size kept, back to the first page. */
export function searchQuery(current: ActivityQuery, filters: ActivityFilters): ActivityQuery {
  return datesInOrder(
    withTypeRules({
      ...current,
      ...filters,
      pageNumber: FIRST_PAGE_NUMBER,
    }),
  );
}

/** The filters part of a query. */
export function filtersOf(query: ActivityQuery): ActivityFilters {
  const { pageNumber: _page, pageSize: _size, ...filters } = query;
  return filters;
}

/** A dashboard list's 'View More' (2.13): activity filtered to that type, page size 10. */
export function recentViewMoreHref(tranType: string): string {
  return activityHref({ selectedTranTypes: [tranType] });
}

/**
 * The Monthly Stats 'View More' (2.13): status Captured, from the first day of the month five
 * months before this one to today, in Trinidad and Tobago's calendar.
 */
export function statsViewMoreHref(now: Date): string {
  const today = formatDateOnly(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - (MONTHLY_STATS_MONTHS - 1), 1));
  const startDate = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-01`;
  return activityHref({
    selectedTranStatuses: [TRANSACTION_STATUSES.captured],
    startDate,
    endDate: today,
  });
}
