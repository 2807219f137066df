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

const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

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

// Rendering a RAC table in jsdom is slow on a busy machine.
describe('Table', { timeout: 20_000 }, () => {
  it('pages rows 10 at a time by default', () => {
    mockWide(true);
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()[0]).toHaveTextContent('Payee 11');
  });

  it('sorts by a column, both ways, with aria-sort', () => {
    mockWide(true);
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    fireEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('$1');
    fireEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('$23');
  });

  it('searches, announces the count and shows the empty message', () => {
    mockWide(true);
    renderTable();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Payee 0' } });
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByText('9 results')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('No transactions found. Try changing the filter.')).toBeInTheDocument();
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
