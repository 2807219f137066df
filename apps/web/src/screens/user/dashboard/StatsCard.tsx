import { screenText, type MonthlyStat } from '@yo/domain';
import { BarChart, Card, EmptyState, Link, Spinner } from '@yo/ui';
import styled from 'styled-components';
import {
  hasMonthlyStats,
  statsAmount,
  statsAxisAmount,
  statsChartData,
  type Loadable,
} from '../../../flows/activity';

const Centred = styled.div`
  display: flex;
  justify-content: center;
`;

const SERIES = [
  { id: 'billPay', label: screenText.statsSeries.billPay },
  { id: 'topUps', label: screenText.statsSeries.topUps },
];

/**
 * 'Monthly Stats' (2.13): the bar chart 'Last 6 Month Stats' with its data table for screen
 * readers, and 'View More' to the Captured transactions of those months. It loads after the two
 * lists (4.8); a failed load shows nothing (section 8).
 */
export function StatsCard({
  stats,
  viewMoreHref,
}: {
  stats: Loadable<MonthlyStat[]>;
  viewMoreHref: string;
}) {
  return (
    <Card
      title={screenText.monthlyStats}
      isLandmark
      data-testid="monthly-stats"
      actions={
        <Link
          href={viewMoreHref}
          appearance="button"
          buttonVariant="text"
          size="small"
          aria-label={screenText.viewMoreOf(screenText.monthlyStats)}
        >
          {screenText.viewMore}
        </Link>
      }
    >
      {stats.status === 'loaded' && !hasMonthlyStats(stats.data) ? (
        <EmptyState message={screenText.noMonthlyStats} data-testid="monthly-stats-empty" />
      ) : stats.status === 'loaded' ? (
        <BarChart
          title={screenText.monthlyStatsChart}
          series={SERIES}
          data={statsChartData(stats.data)}
          formatValue={statsAmount}
          formatAxisValue={statsAxisAmount}
          groupLabel={screenText.statsMonth}
        />
      ) : stats.status === 'failed' ? null : (
        <Centred>
          <Spinner label={screenText.loadingTransactions} />
        </Centred>
      )}
    </Card>
  );
}
