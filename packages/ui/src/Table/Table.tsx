import { useId, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../Carousel/useMediaQuery.js';
import { Pagination } from '../Pagination/index.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import { TextField } from '../TextField/index.js';
import { media } from '../tokens/values.js';
import * as styles from './Table.css.js';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way (the shape react-aria uses). */
export interface SortDescriptor {
  column: string | number;
  direction: SortDirection;
}

export interface TableColumn<T> {
  id: string;
  header: string;
  /** The cell's content for a row. */
  cell: (row: T) => ReactNode;
  /**
   * The value this column sorts by; makes the column sortable. With `sortDescriptor` controlled,
   * use `allowsSorting` instead and sort on the server.
   */
  sortValue?: (row: T) => string | number;
  allowsSorting?: boolean;
  /** `end` for amounts: right-aligned, tabular figures. */
  align?: 'start' | 'end';
  /** Left out below the tablet width, so phones get the essential columns only. */
  hideOnMobile?: boolean;
  /**
   * Let a long header take two lines below the tablet width ('Transaction Date' over a narrow
   * date), so a phone's few columns fit without scrolling. Headers stay on one line otherwise.
   */
  wrapHeaderOnMobile?: boolean;
  /**
   * Let a long header over short values ('Authorization Code' over '107144') take two lines at
   * any width, so a wide table's values can each stay on one line.
   */
  wrapHeader?: boolean;
  /**
   * The cell's content below the tablet width, when it differs: e.g. the name with the city
   * under it, so the city column can be left out on phones without losing the city.
   */
  mobileCell?: (row: T) => ReactNode;
  /** This column names the row for screen readers (e.g. the date or the account). */
  isRowHeader?: boolean;
}

export interface TablePaging {
  page: number;
  pageSize: number;
  /** All rows, on every page (the server's count). */
  totalItems: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface TableProps<T> {
  /** Names the table, e.g. "Transactions". */
  label: string;
  columns: TableColumn<T>[];
  /** The rows: all of them (the table searches, sorts and pages), or one page with `paging`. */
  rows: T[];
  getRowId: (row: T) => string;
  /** Shown when there is no row, e.g. "No transactions found. Try changing the filter." */
  emptyMessage: ReactNode;
  /** The text a row is searched by; without it (and without `onSearchChange`) no search box. */
  getSearchText?: (row: T) => string;
  searchLabel?: string;
  /** Controlled search: the app filters (e.g. on the server). */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  /** Controlled sorting: the app sorts. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  defaultSortDescriptor?: SortDescriptor;
  /** Server paging: `rows` is the current page. Without it the table pages `rows` itself. */
  paging?: TablePaging;
  /** First page size when the table pages by itself (10–50). */
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Hide the pagination (e.g. the dashboard's five latest). */
  hidePagination?: boolean;
  /** Announced after a search: "3 results". */
  formatResultCount?: (count: number) => string;
  /** Announced after a sort: "sorted by column Amount in ascending order". */
  formatSortAnnouncement?: (header: string, direction: SortDirection) => string;
  id?: string;
  'data-testid'?: string;
}

function SortIcon({ direction }: { direction?: SortDirection }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {direction === 'ascending' ? (
        <path d="M8 3l4.5 6h-9z" fill="currentColor" />
      ) : direction === 'descending' ? (
        <path d="M8 13l4.5-6h-9z" fill="currentColor" />
      ) : (
        <path d="M8 2l3.5 4.5h-7zM8 14l3.5-4.5h-7z" fill="currentColor" opacity="0.45" />
      )}
    </svg>
  );
}

const defaultResultCount = (count: number) => (count === 1 ? '1 result' : `${count} results`);

// The words react-aria's table announced, so screen reader users hear the same after a sort.
const defaultSortAnnouncement = (header: string, direction: SortDirection) =>
  `sorted by column ${header} in ${direction} order`;

/**
 * Text sorts in the reader's language with numbers in number order ("Unit 2" before "Unit 10").
 * One collator, made on the first sort, serves every comparison: `localeCompare` with options
 * builds a new one per call, which made sorting a hundred rows take a noticeable moment.
 */
let textOrder: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  (textOrder ??= new Intl.Collator(undefined, { numeric: true })).compare(a, b);

/**
 * A data table: sortable columns, a search box, pagination with 10–50 rows per page,
 * right-aligned amounts, fewer columns on phones and an empty message.
 *
 * Plain table elements (a `<table>` named by its caption, `<th scope="col">` headers, a
 * `<button>` in each sortable header and `aria-sort` on the sorted one, `<th scope="row">` row
 * headers): a data table needs no grid navigation, and rendering it costs one React render, not a
 * collection built and rendered again after each commit.
 */
export function Table<T>({
  label,
  columns,
  rows,
  getRowId,
  emptyMessage,
  getSearchText,
  searchLabel = 'Search',
  searchValue,
  onSearchChange,
  sortDescriptor,
  onSortChange,
  defaultSortDescriptor,
  paging,
  defaultPageSize = 10,
  pageSizeOptions,
  hidePagination = false,
  formatResultCount = defaultResultCount,
  formatSortAnnouncement = defaultSortAnnouncement,
  id,
  ...rest
}: TableProps<T>) {
  const captionId = useId();
  const wide = useMediaQuery(media.tablet);
  const [ownSearch, setOwnSearch] = useState('');
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(defaultPageSize);
  // Set by a press on a header, never on the first render: the initial order needs no announcing.
  const [sortAnnouncement, setSortAnnouncement] = useState('');

  const search = searchValue ?? ownSearch;
  const sort = sortDescriptor ?? ownSort;
  const visibleColumns = useMemo(
    () => columns.filter((c) => wide || !c.hideOnMobile),
    [columns, wide],
  );

  const filtered = useMemo(() => {
    const query = search.trim().toLowerCase();
    if (searchValue !== undefined || !getSearchText || !query) return rows;
    return rows.filter((row) => getSearchText(row).toLowerCase().includes(query));
  }, [rows, search, searchValue, getSearchText]);

  const sorted = useMemo(() => {
    if (sortDescriptor !== undefined || !sort) return filtered;
    const column = columns.find((c) => c.id === sort.column);
    if (!column?.sortValue) return filtered;
    const value = column.sortValue;
    const factor = sort.direction === 'descending' ? -1 : 1;
    return [...filtered].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
      return order * factor;
    });
  }, [filtered, sort, sortDescriptor, columns]);

  const pageSize = paging?.pageSize ?? ownPageSize;
  const totalItems = paging?.totalItems ?? sorted.length;
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  const page = Math.min(paging?.page ?? ownPage, pageCount);
  const pageRows =
    paging || hidePagination ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);

  const hasSearch = !!getSearchText || !!onSearchChange;
  const isSortable = (column: TableColumn<T>) => column.allowsSorting ?? !!column.sortValue;
  const hasSorting = columns.some(isSortable);

  /** A press on a sortable header: ascending first, then the other way (as react-aria does). */
  const sortBy = (column: TableColumn<T>) => {
    const direction: SortDirection =
      sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const descriptor = { column: column.id, direction };
    onSortChange?.(descriptor);
    if (sortDescriptor === undefined) setOwnSort(descriptor);
    setSortAnnouncement(formatSortAnnouncement(column.header, direction));
  };

  return (
    <div id={id} data-testid={rest['data-testid']} className={styles.root}>
      {hasSearch ? (
        <div className={styles.search}>
          <TextField
            type="search"
            label={searchLabel}
            value={search}
            onChange={(value) => {
              if (onSearchChange) onSearchChange(value);
              if (searchValue === undefined) setOwnSearch(value);
              setOwnPage(1);
            }}
          />
          <span className={visuallyHidden} role="status">
            {search.trim() ? formatResultCount(totalItems) : ''}
          </span>
        </div>
      ) : null}
      {hasSorting ? (
        <span className={visuallyHidden} role="status">
          {sortAnnouncement}
        </span>
      ) : null}
      {/* A focusable region, so keyboard users can scroll a table wider than the screen. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr>
              {visibleColumns.map((column) => {
                const sortable = isSortable(column);
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sortable ? direction : undefined}
                    data-allows-sorting={sortable || undefined}
                    data-sort-direction={direction}
                    className={`${styles.column} ${styles.align[column.align ?? 'start']}${
                      column.wrapHeaderOnMobile ? ` ${styles.columnWrapsOnMobile}` : ''
                    }${column.wrapHeader ? ` ${styles.columnWraps}` : ''}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={`${styles.columnInner} ${styles.sortButton}`}
                        onClick={() => sortBy(column)}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      <span className={styles.columnInner}>{column.header}</span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length}>
                  <div className={styles.empty}>{emptyMessage}</div>
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={getRowId(row)} className={styles.row}>
                  {visibleColumns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.isRowHeader ? 'row' : undefined}
                        className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}
                      >
                        {!wide && column.mobileCell ? column.mobileCell(row) : column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {hidePagination ? null : (
        <Pagination
          aria-label={`${label} pages`}
          page={page}
          pageSize={pageSize}
          totalItems={totalItems}
          pageSizeOptions={pageSizeOptions}
          onPageChange={(next) => (paging ? paging.onPageChange(next) : setOwnPage(next))}
          onPageSizeChange={(size) => {
            if (paging) paging.onPageSizeChange?.(size);
            else {
              setOwnPageSize(size);
              setOwnPage(1);
            }
          }}
        />
      )}
    </div>
  );
}
