import {
  ACTIVITY_PAGE_SIZE,
  DASHBOARD_RECENT_COUNT,
  FIRST_PAGE_NUMBER,
  TRANSACTION_TYPES,
  type ActivityFilterRequest,
  type MonthlyStat,
  type Transaction,
} from '@yo/domain';
import type { ActivityPorts } from './ports';
import { emptyActivityQuery, filterRequest } from './query';

/**
 * The dashboard's data (spec 2.13, 4.8): the five latest bill pays and top-ups, loaded together,
 * then the monthly stats. A failed load is logged and shows nothing (section 8). Pure but for the
 * injected ports.
 */
export type Loadable<T> =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed' };

export interface DashboardData {
  billPay: Loadable<Transaction[]>;
  topUps: Loadable<Transaction[]>;
  stats: Loadable<MonthlyStat[]>;
}

export const initialDashboard: DashboardData = {
  billPay: { status: 'loading' },
  topUps: { status: 'loading' },
  stats: { status: 'waiting' },
};

/**
 * One type's latest transactions. The API pages by 10 to 50 (2.14), so the dashboard asks for
 * the first page of 10 and shows the first five.
 */
export function recentRequest(tranType: string): ActivityFilterRequest {
  return filterRequest({
    ...emptyActivityQuery,
    selectedTranTypes: [tranType],
    pageNumber: FIRST_PAGE_NUMBER,
    pageSize: ACTIVITY_PAGE_SIZE,
  });
}

/** Loads the dashboard: both lists at once, then the stats; reports each part as it settles. */
export async function loadDashboard(
  ports: Pick<ActivityPorts, 'filtered' | 'monthlyStats' | 'log'>,
  update: (change: Partial<DashboardData>) => void,
  isLive: () => boolean = () => true,
): Promise<void> {
  async function recent(key: 'billPay' | 'topUps', tranType: string) {
    let part: Loadable<Transaction[]>;
    try {
      const result = await ports.filtered(recentRequest(tranType));
      if (result.ok) {
        part = {
          status: 'loaded',
          data: result.data.pagedItems.slice(0, DASHBOARD_RECENT_COUNT),
        };
      } else {
        ports.log(`recent ${tranType}`, result);
        part = { status: 'failed' };
      }
    } catch (error) {
      ports.log(`recent ${tranType}`, error);
      part = { status: 'failed' };
    }
    if (isLive()) update({ [key]: part });
  }

  await Promise.all([
    recent('billPay', TRANSACTION_TYPES.billPay),
    recent('topUps', TRANSACTION_TYPES.topUp),
  ]);
  if (!isLive()) return;
  update({ stats: { status: 'loading' } });
  let stats: Loadable<MonthlyStat[]>;
  try {
    const result = await ports.monthlyStats();
    if (result.ok) stats = { status: 'loaded', data: result.data };
    else {
      ports.log('transaction/getmonthlystats', result);
      stats = { status: 'failed' };
    }
  } catch (error) {
    ports.log('transaction/getmonthlystats', error);
    stats = { status: 'failed' };
  }
  if (isLive()) update({ stats });
}
