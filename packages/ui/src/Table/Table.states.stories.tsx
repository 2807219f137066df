import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Table } from './Table.js';
import {
  searchText,
  transactionColumns,
  transactions,
  type Transaction,
} from './sampleTransactions.js';

/** Default, sorted, focused, empty and short list, at 320 (fewer columns) and 1280 px. */
const meta = {
  title: 'Components/Table/States',
  component: Table<Transaction>,
  tags: ['vrt', '!autodocs'],
  args: {
    label: 'Transactions',
    columns: transactionColumns,
    // Few rows keep each screenshot story well inside the test runner's time limit.
    rows: transactions.slice(0, 6),
    getRowId: (t: Transaction) => t.id,
    getSearchText: searchText,
    emptyMessage: 'No transactions found. Try changing the filter.',
  },
} satisfies Meta<typeof Table<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedByAmountDescending: Story = {
  args: { defaultSortDescriptor: { column: 'amount', direction: 'descending' } },
};

export const FocusedHeader: Story = {
  args: { getSearchText: undefined, hidePagination: true, rows: transactions.slice(0, 3) },
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
  },
};

export const Empty: Story = { args: { rows: [] } };

export const RecentFive: Story = {
  args: { rows: transactions.slice(0, 5), hidePagination: true, getSearchText: undefined },
};

export const ManyPages: Story = { args: { rows: transactions } };
