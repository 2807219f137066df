import { useLocation, useSearch } from 'wouter';
import { ACTIVITY_PATH, useActivity } from '../../flows/activity';
import { Page, Title } from '../../layout/page';
import { drawerPages } from '../../layout/user/navigation';
import { FilterCard } from './activity/FilterCard';
import { ResultsTable } from './activity/ResultsTable';

const ACTIVITY_TITLE = drawerPages.main.find((page) => page.href === ACTIVITY_PATH)!.label;

/** /user/activity (spec 2.14): the filters and the page of transactions, both from the URL. */
export default function ActivityScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const activity = useActivity({ search, navigate });
  return (
    <Page>
      <Title>{ACTIVITY_TITLE}</Title>
      <FilterCard activity={activity} />
      <ResultsTable activity={activity} />
    </Page>
  );
}
