import { screenText } from '@yo/domain';
import { Button, Card, EmptyState, Link, Spinner } from '@yo/ui';
import styled from 'styled-components';
import { transactionView, type Loadable } from '../../../flows/activity';
import type { Transaction } from '@yo/domain';
import { TransactionList } from './TransactionList';

const Centred = styled.div`
  display: flex;
  justify-content: center;
`;

export interface RecentCardProps {
  title: string;
  list: Loadable<Transaction[]>;
  /** 2.13's empty state: its message and the button that fills the list. */
  empty: { message: string; action: string; href: string };
  viewMoreHref: string;
  'data-testid'?: string;
}

/**
 * 'Recent Bill Pay' or 'Recent Topups' (2.13): the five latest, or the empty state with its
 * button; 'View More' disabled while the list is empty. Loading shows in place; a failed load
 * shows nothing (section 8).
 */
export function RecentCard({ title, list, empty, viewMoreHref, ...rest }: RecentCardProps) {
  const isEmpty = list.status === 'loaded' && list.data.length === 0;
  const viewMoreName = screenText.viewMoreOf(title);
  return (
    <Card
      title={title}
      isLandmark
      data-testid={rest['data-testid']}
      actions={
        // Disabled while there is nothing to see: a button, so there is no address to follow.
        isEmpty || list.status === 'loading' || list.status === 'waiting' ? (
          <Button variant="text" size="small" isDisabled aria-label={viewMoreName}>
            {screenText.viewMore}
          </Button>
        ) : (
          <Link
            href={viewMoreHref}
            appearance="button"
            buttonVariant="text"
            size="small"
            aria-label={viewMoreName}
          >
            {screenText.viewMore}
          </Link>
        )
      }
    >
      {list.status === 'loading' || list.status === 'waiting' ? (
        <Centred>
          <Spinner label={screenText.loadingTransactions} />
        </Centred>
      ) : list.status === 'loaded' ? (
        isEmpty ? (
          <EmptyState
            message={empty.message}
            action={
              <Link href={empty.href} appearance="button">
                {empty.action}
              </Link>
            }
          />
        ) : (
          <TransactionList rows={list.data.map(transactionView)} label={title} />
        )
      ) : null}
    </Card>
  );
}
