import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table.js';

interface Item {
  id: string;
  name: string;
  cents: number;
}

const rows: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Payee ${String(i + 1).padStart(2, '0')}`,
  cents: (23 - i) * 100,
}));

const columns: TableColumn<Item>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (r) => r.name,
    mobileCell: (r) => `${r.name} (phone)`,
    sortValue: (r) => r.name,
    isRowHeader: true,
  },
  { id: 'note', header: 'Note', cell: () => 'note', hideOnMobile: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => `$${r.cents / 100}`,
    sortValue: (r) => r.cents,
    align: 'end',
  },
];

function mockWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: q.includes('min-width') ? wide : false,
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function renderTable(props: Partial<Parameters<typeof Table<Item>>[0]> = {}) {
  return render(
    <Table
      label="Payees"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      getSearchText={(r) => r.name}
      emptyMessage="No transactions found. Try changing the filter."
      {...props}
    />,
  );
}

// The search box and the pagination are react-aria components, slow in jsdom on a busy machine.
describe('Table', { timeout: 20_000 }, () => {
  it('pages rows 10 at a time by default', () => {
    mockWide(true);
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()[0]).toHaveTextContent('Payee 11');
  });

  it('is a table named by its caption, with column headers and row headers', () => {
    mockWide(true);
    renderTable();
    const table = screen.getByRole('table', { name: 'Payees' });
    expect(table.querySelector('caption')).toHaveTextContent('Payees');
    expect(screen.getByRole('region', { name: 'Payees' })).toContainElement(table);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Note', 'Amount']);
    for (const header of headers) {
      expect(header.tagName).toBe('TH');
      expect(header).toHaveAttribute('scope', 'col');
    }
    const rowHeader = within(bodyRows()[0]!).getByRole('rowheader', { name: 'Payee 01' });
    expect(rowHeader.tagName).toBe('TH');
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['note', '$23']);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('puts a button in each sortable header, and aria-sort on the sorted header only', () => {
    mockWide(true);
    renderTable({ defaultSortDescriptor: { column: 'name', direction: 'ascending' } });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const note = screen.getByRole('columnheader', { name: 'Note' });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(within(name).getByRole('button', { name: 'Name' })).toHaveAttribute('type', 'button');
    expect(within(amount).getByRole('button', { name: 'Amount' })).toBeInTheDocument();
    expect(within(note).queryByRole('button')).toBeNull();
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(note).not.toHaveAttribute('aria-sort');
    expect(amount).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a column, both ways, with aria-sort, and says so politely', () => {
    mockWide(true);
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    const button = within(header).getByRole('button', { name: 'Amount' });
    const announcements = screen.getAllByRole('status');
    expect(announcements.map((s) => s.textContent)).not.toContain(
      'sorted by column Amount in ascending order',
    );
    fireEvent.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('$1');
    expect(screen.getByText('sorted by column Amount in ascending order')).toHaveAttribute(
      'role',
      'status',
    );
    fireEvent.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('$23');
    expect(screen.getByText('sorted by column Amount in descending order')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('leaves sorting to the app when sortDescriptor is controlled', () => {
    mockWide(true);
    const onSortChange = vi.fn();
    renderTable({
      columns: [
        { id: 'name', header: 'Name', cell: (r) => r.name, allowsSorting: true },
        { id: 'amount', header: 'Amount', cell: (r) => `$${r.cents / 100}`, allowsSorting: true },
      ],
      sortDescriptor: { column: 'amount', direction: 'descending' },
      onSortChange,
    });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(amount).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
    // The rows stay in the order given: the app sorts them.
    expect(bodyRows()[0]).toHaveTextContent('Payee 01');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('searches, announces the count and shows the empty message', () => {
    mockWide(true);
    renderTable();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Payee 0' } });
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByText('9 results')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('0 results')).toBeInTheDocument();
    const empty = screen.getByText('No transactions found. Try changing the filter.');
    // One cell across every column.
    expect(empty.closest('td')).toHaveAttribute('colspan', '3');
  });

  it('right-aligns amount columns', () => {
    mockWide(true);
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.className).not.toBe(name.className);
  });

  it('lets only the headers asked to wrap take two lines (below the tablet width)', () => {
    mockWide(false);
    render(
      <Table
        label="Transactions"
        columns={[
          {
            id: 'date',
            header: 'Transaction Date',
            cell: (r: Item) => r.name,
            wrapHeaderOnMobile: true,
          },
          { id: 'account', header: 'Account#', cell: (r: Item) => r.name },
        ]}
        rows={[]}
        getRowId={(r) => r.id}
        emptyMessage="None"
      />,
    );
    const wrapping = screen.getByRole('columnheader', { name: 'Transaction Date' });
    const plain = screen.getByRole('columnheader', { name: 'Account#' });
    expect(wrapping.className.split(' ')).toEqual(
      expect.arrayContaining(plain.className.split(' ')),
    );
    expect(wrapping.className.split(' ').length).toBe(plain.className.split(' ').length + 1);
    // Nothing sorts: no sort button, and no status but the pagination's range.
    expect(within(screen.getByRole('table')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.closest('nav'))).not.toContain(null);
    mockWide(true);
  });

  it('leaves hideOnMobile columns out below the tablet width', () => {
    mockWide(false);
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    mockWide(true);
  });

  it('shows all columns from the tablet width', () => {
    mockWide(true);
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('shows mobileCell below the tablet width and cell from it', () => {
    mockWide(false);
    const { unmount } = renderTable();
    expect(screen.getByRole('rowheader', { name: 'Payee 01 (phone)' })).toBeInTheDocument();
    unmount();
    mockWide(true);
    renderTable();
    expect(screen.getByRole('rowheader', { name: 'Payee 01' })).toBeInTheDocument();
  });

  it('leaves paging to the server when asked', () => {
    mockWide(true);
    const onPageChange = vi.fn();
    renderTable({
      rows: rows.slice(0, 5),
      paging: { page: 1, pageSize: 5, totalItems: 23, onPageChange },
    });
    expect(bodyRows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
