import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Table } from './Table.js';
import {
  searchText,
  transactionColumns,
  transactions,
  type Transaction,
} from './sampleTransactions.js';

const meta = {
  title: 'Components/Table',
  component: Table<Transaction>,
  args: {
    label: 'Transactions',
    columns: transactionColumns,
    rows: transactions,
    getRowId: (t: Transaction) => t.id,
    getSearchText: searchText,
    emptyMessage: 'No transactions found. Try changing the filter.',
    searchLabel: 'Search transactions',
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
    getSearchText: { control: false },
    emptyMessage: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `
A table of records — the activity page's transactions, the dashboard's recent lists.

- **Sortable columns**: a column with \`sortValue\` sorts by it: its header holds a button (click,
  Enter or Space); \`aria-sort\` on the sorted header tells screen readers, and the new order is
  announced. Control \`sortDescriptor\` (with \`allowsSorting\`) to sort on the server.
- **Search box** when \`getSearchText\` is given; the number of results is announced.
- **Pagination** (the Pagination component, 10–50 rows per page). Pass \`paging\` when the server
  pages; \`hidePagination\` for short fixed lists.
- **Amounts** right-aligned with tabular figures: \`align: 'end'\`.
- **Phones** get fewer columns: columns with \`hideOnMobile\` are left out below the tablet width,
  and a column's \`mobileCell\` can fold their facts into it (a name with its city under it);
  \`wrapHeaderOnMobile\` lets a long header ('Transaction Date') take two lines there.
- **Empty message** when nothing matches: *No transactions found. Try changing the filter.*

A plain HTML table (caption, column and row headers): Tab reaches each sort button, and screen
readers' table commands move between cells. The table scrolls sideways inside a focusable region
if it is still too wide.

**Do** make the identifying column the row header (\`isRowHeader\`); keep 4 or fewer columns on phones.
**Don't** put long text in cells or actions that only appear on hover.
`,
      },
    },
  },
} satisfies Meta<typeof Table<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions' });
    // 10 rows per page plus the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const amount = within(table).getByRole('columnheader', { name: /Amount/ });
    await expect(amount).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(amount).getByRole('button', { name: 'Amount' }));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    const firstAmount = within(table).getAllByRole('row')[1]!.lastElementChild!;
    await expect(firstAmount).toHaveTextContent('TTD $25.00');
    // The keyboard: Enter on the focused sort button sorts the other way.
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(
      canvas.getByText('sorted by column Amount in descending order'),
    ).toBeInTheDocument();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transactions' }), 'WASA');
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/results?$/));
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveTextContent('WASA');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'nothing like this');
    await expect(canvas.getByText('No transactions found. Try changing the filter.')).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getAllByRole('status').at(-1)).toHaveTextContent('11–20 of 57');
  },
};

export const Empty: Story = { args: { rows: [] } };

export const RecentFive: Story = {
  args: { rows: transactions.slice(0, 5), hidePagination: true, getSearchText: undefined },
};
