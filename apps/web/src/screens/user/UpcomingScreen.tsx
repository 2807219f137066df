import { screenText } from '@yo/domain';
import { EmptyState, Link } from '@yo/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Actions, Lead, Page, Title } from '../../layout/page';
import { drawerPages } from '../../layout/user/navigation';
import { USER_CONTACT_PATH } from '../../layout/user/useContactPath';
import { userAtom } from '../../state/session';

const Heading = styled.div`
  display: grid;
  gap: var(--yo-space-3);
`;

const Greeting = styled.p`
  margin: 0;
  font-size: var(--yo-font-size-small);
  font-weight: var(--yo-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--yo-color-brand-primary);
`;

/** The empty state centres its text; its buttons follow. */
const CentredActions = styled(Actions)`
  justify-content: center;
`;

const DASHBOARD_PATH = drawerPages.main[0]!.href;
const faqPath = drawerPages.moreInfo.find((page) => page.href.endsWith('/faq'))!.href;

/**
 * A page of the signed-in area whose content comes with its own issue: its title (the drawer's
 * name for `path`), what it will hold, and where to get help meanwhile, inside the frame.
 */
export function UpcomingScreen({ path, lead }: { path: string; lead: string }) {
  const user = useAtomValue(userAtom);
  const title = drawerPages.main.find((page) => page.href === path)?.label;
  return (
    <Page>
      <Heading>
        {user && path === DASHBOARD_PATH ? <Greeting>Welcome, {user.firstName}</Greeting> : null}
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
      </Heading>
      <EmptyState
        headingLevel={2}
        title="Coming soon"
        message="This part of your account is not open yet. Our FAQs answer most questions, and our customer care team is a message away."
        action={
          <CentredActions>
            <Link href={faqPath} appearance="button">
              Read the FAQs
            </Link>
            <Link href={USER_CONTACT_PATH} appearance="button" buttonVariant="secondary">
              {screenText.contactUs}
            </Link>
          </CentredActions>
        }
      />
    </Page>
  );
}
