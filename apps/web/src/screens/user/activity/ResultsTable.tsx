import { ACTIVITY_PAGE_SIZES, screenText } from '@yo/domain';
import { Button, Spinner, Table, type TableColumn } from '@yo/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { transactionView, type Activity, type TransactionView } from '../../../flows/activity';
import { Actions } from '../../../layout/page';

const [
  dateHeader,
  accountHeader,
  providerHeader,
  nameHeader,
  typeHeader,
  statusHeader,
  receiptHeader,
  authHeader,
  amountHeader,
] = screenText.activityColumns;

const Stacked = styled.span`
  display: grid;
`;

/** A date, an account number or an amount reads as one piece: kept on one line on wide screens. */
const OneLine = styled.span`
  white-space: nowrap;
`;

/** 'TTD $12.50' as two lines (code, amount); '2026-11-22 4:05 PM' as date, time. */
function splitAtSpace(text: string) {
  const at = text.indexOf(' ');
  return (
    <>
      <span>{text.slice(0, at)}</span> <span>{text.slice(at + 1)}</span>
    </>
  );
}

/** 2.14's columns; on phones only the date, the account and the amount. */
const COLUMNS: TableColumn<TransactionView>[] = [
  {
    id: 'date',
    header: dateHeader,
    cell: (row) => <OneLine>{row.date}</OneLine>,
    // On a phone the time goes under the date, so the three columns fit 320 px.
    mobileCell: (row) => <Stacked>{splitAtSpace(row.date)}</Stacked>,
    isRowHeader: true,
    wrapHeaderOnMobile: true,
  },
  {
    id: 'account',
    header: accountHeader,
    cell: (row) => <OneLine>{row.account}</OneLine>,
    // A phone's three columns share 320 px: the account may take two lines there.
    mobileCell: (row) => row.account,
  },
  { id: 'provider', header: providerHeader, cell: (row) => row.provider, hideOnMobile: true },
  {
    id: 'name',
    header: nameHeader,
    cell: (row) => row.nameOnAccount,
    hideOnMobile: true,
    wrapHeader: true,
  },
  { id: 'type', header: typeHeader, cell: (row) => row.type, hideOnMobile: true },
  { id: 'status', header: statusHeader, cell: (row) => row.status, hideOnMobile: true },
  {
    id: 'receipt',
    header: receiptHeader,
    cell: (row) => row.receipt,
    hideOnMobile: true,
    wrapHeader: true,
  },
  {
    id: 'auth',
    header: authHeader,
    cell: (row) => row.authCode,
    hideOnMobile: true,
    wrapHeader: true,
  },
  {
    id: 'amount',
    header: amountHeader,
    cell: (row) => <OneLine>{row.amount}</OneLine>,
    // On a phone the currency code goes above the amount, like the date above the time.
    mobileCell: (row) => <Stacked>{splitAtSpace(row.amount)}</Stacked>,
    align: 'end',
  },
];

const Results = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  position: relative;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--yo-space-3) 0;
`;

/**
 * The activity's page of transactions (2.14) with its pages and sizes (10–50) and the two
 * exports. Loading shows in place; a failed fetch shows nothing (section 8).
 */
export function ResultsTable({ activity }: { activity: Activity }) {
  const { results, query, exporting } = activity;
  const page = results.page;
  const rows = useMemo(() => (page ? page.pagedItems.map(transactionView) : []), [page]);
  const pending = results.status === 'pending';
  return (
    <Results aria-busy={pending}>
      <Actions>
        <Button
          variant="secondary"
          size="small"
          isPending={exporting === 'excel'}
          isDisabled={exporting !== null}
          onPress={() => void activity.download('excel')}
        >
          {screenText.exportExcel}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isPending={exporting === 'csv'}
          isDisabled={exporting !== null}
          onPress={() => void activity.download('csv')}
        >
          {screenText.exportCsv}
        </Button>
      </Actions>
      {pending ? (
        <Loading>
          <Spinner label={screenText.loadingTransactions} />
        </Loading>
      ) : null}
      {page ? (
        <Table
          label={screenText.transactionsTable}
          columns={COLUMNS}
          rows={rows}
          getRowId={(row) => row.id}
          emptyMessage={screenText.noTransactions}
          pageSizeOptions={ACTIVITY_PAGE_SIZES}
          paging={{
            page: query.pageNumber,
            pageSize: query.pageSize,
            totalItems: page.totalCount,
            onPageChange: activity.goToPage,
            onPageSizeChange: activity.setPageSize,
          }}
          data-testid="activity-table"
        />
      ) : null}
    </Results>
  );
}
