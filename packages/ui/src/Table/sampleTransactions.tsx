import { StatusIcon } from '../StatusIcon/index.js';
import type { TableColumn } from './Table.js';

export interface Transaction {
  id: string;
  date: string;
  account: string;
  provider: string;
  type: 'Billpay' | 'TopUps';
  status: string;
  cents: number;
}

const providers = ['T&TEC', 'WASA', 'TSTT', 'Digicel', 'bmobile', 'Flow'];
const statuses = ['Successful', 'Successful', 'Failed', 'Captured'];

/** 57 made-up transactions. */
export const transactions: Transaction[] = Array.from({ length: 57 }, (_, i) => {
  const provider = providers[i % providers.length]!;
  return {
    id: `txn-${i + 1}`,
    date: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
    account:
      provider === 'Digicel' || provider === 'bmobile'
        ? `1(868) 555-${String(1000 + i)}`
        : String(100200300 + i * 37),
    provider,
    type: provider === 'Digicel' || provider === 'bmobile' ? 'TopUps' : 'Billpay',
    status: statuses[i % statuses.length]!,
    cents: 2500 + ((i * 48_731) % 500_000),
  };
});

const money = (cents: number) =>
  `TTD $${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const transactionColumns: TableColumn<Transaction>[] = [
  {
    id: 'status',
    header: 'Status',
    cell: (t) => <StatusIcon status={t.status} />,
    sortValue: (t) => t.status,
  },
  { id: 'date', header: 'Date', cell: (t) => t.date, sortValue: (t) => t.date, isRowHeader: true },
  {
    id: 'account',
    header: 'Account',
    cell: (t) => t.account,
    sortValue: (t) => t.account,
    hideOnMobile: true,
  },
  { id: 'type', header: 'Type', cell: (t) => t.type, hideOnMobile: true },
  {
    id: 'provider',
    header: 'Provider',
    cell: (t) => t.provider,
    sortValue: (t) => t.provider,
    hideOnMobile: true,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (t) => money(t.cents),
    sortValue: (t) => t.cents,
    align: 'end',
  },
];

export const searchText = (t: Transaction) => `${t.account} ${t.provider} ${t.status} ${t.date}`;
