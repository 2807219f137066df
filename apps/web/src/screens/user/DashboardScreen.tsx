import { screenText, TRANSACTION_TYPES } from '@yo/domain';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import styled from 'styled-components';
import { recentViewMoreHref, statsViewMoreHref, useDashboard } from '../../flows/activity';
import { Eyebrow, Page, Title } from '../../layout/page';
import { drawerPages } from '../../layout/user/navigation';
import { userAtom } from '../../state/session';
import { RecentCard } from './dashboard/RecentCard';
import { StatsCard } from './dashboard/StatsCard';

const Heading = styled.div`
  display: grid;
  gap: var(--yo-space-3);
`;

/** The two lists side by side from tablet width; the stats under them, full width. */
const Cards = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const [dashboardPage, billPayPage, topUpPage] = drawerPages.main as [
  { label: string; href: string },
  { label: string; href: string },
  { label: string; href: string },
];

/** /user (spec 2.13): Recent Bill Pay, Recent Topups, then Monthly Stats (4.8). */
export default function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const { billPay, topUps, stats } = useDashboard();
  const statsHref = useMemo(() => statsViewMoreHref(new Date()), []);
  return (
    <Page>
      <Heading>
        {user ? <Eyebrow>{screenText.welcome(user.firstName)}</Eyebrow> : null}
        <Title>{dashboardPage.label}</Title>
      </Heading>
      <Cards>
        <RecentCard
          title={screenText.recentBillPay}
          list={billPay}
          empty={{
            message: screenText.noBillPayTransactions,
            action: screenText.payBillsNow,
            href: billPayPage.href,
          }}
          viewMoreHref={recentViewMoreHref(TRANSACTION_TYPES.billPay)}
          data-testid="recent-bill-pay"
        />
        <RecentCard
          title={screenText.recentTopUps}
          list={topUps}
          empty={{
            message: screenText.noTopUpTransactions,
            action: screenText.topUpNow,
            href: topUpPage.href,
          }}
          viewMoreHref={recentViewMoreHref(TRANSACTION_TYPES.topUp)}
          data-testid="recent-topups"
        />
        <StatsCard stats={stats} viewMoreHref={statsHref} />
      </Cards>
    </Page>
  );
}
