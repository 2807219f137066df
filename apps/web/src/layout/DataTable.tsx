import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A semantic data table for the information pages (@yo/ui has no Table yet): caption, column
 * headers, optional sortable columns (a button in the header, aria-sort on the cell). On phones
 * each row becomes a labelled block, so nothing scrolls sideways at 320 px.
 */
export interface Column<Row> {
  key: keyof Row & string;
  header: string;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

const Wrap = styled.div`
  border-radius: var(--yo-radius-medium);
  background: var(--yo-color-surface-raised);
  box-shadow: var(--yo-shadow-raised);
  overflow: hidden;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  line-height: var(--yo-font-line-height-normal);
  caption {
    padding: var(--yo-space-3) var(--yo-space-4);
    text-align: left;
    font-weight: var(--yo-font-weight-semibold);
  }
  th,
  td {
    padding: var(--yo-space-3) var(--yo-space-4);
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: var(--yo-color-surface-inverse);
    color: var(--yo-color-text-inverse);
    font-weight: var(--yo-font-weight-semibold);
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid var(--yo-color-border-default);
  }
  tbody tr:nth-child(even) td {
    background: var(--yo-color-surface-page);
  }
  @media (max-width: 719px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: var(--yo-space-2) 0;
    }
    tbody tr + tr {
      border-top: 1px solid var(--yo-color-border-default);
    }
    tbody tr + tr td {
      border-top: 0;
    }
    td {
      display: grid;
      grid-template-columns: 7.5em 1fr;
      gap: var(--yo-space-3);
      padding: var(--yo-space-1) var(--yo-space-4);
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      font-weight: var(--yo-font-weight-semibold);
      color: var(--yo-color-text-muted);
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--yo-space-1);
  min-height: var(--yo-size-touch-target);
  margin: calc(-1 * var(--yo-space-3)) 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--yo-color-text-inverse);
    outline-offset: 2px;
  }
`;

const Empty = styled.td`
  text-align: center;
  color: var(--yo-color-text-muted);
`;

export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  emptyText = 'Nothing to show.',
}: {
  caption: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  sort?: { key: string; direction: SortDirection };
  onSort?: (key: string) => void;
  emptyText?: string;
}) {
  return (
    <Wrap>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSort ? (
                    <SortButton type="button" onClick={() => onSort(column.key)}>
                      {column.header}
                      <span aria-hidden="true">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    {column.render ? column.render(row) : String(row[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Wrap>
  );
}
