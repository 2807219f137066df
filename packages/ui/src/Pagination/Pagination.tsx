import { buttonClassName } from '../Button/classNames.js';
import { iconButtonClassName } from '../IconButton/classNames.js';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../IconButton/icons.js';
import * as styles from './Pagination.css.js';

export const DEFAULT_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** All rows, on every page. */
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Without it, the page size select is hidden. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  pageSizeLabel?: string;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  /** The range text: "1–10 of 57". */
  formatRange?: (first: number, last: number, total: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** A page button's accessible name: "Page 3". */
  formatPageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblingCount?: number;
  id?: string;
  'data-testid'?: string;
}

type PageEntry = number | 'start-ellipsis' | 'end-ellipsis';

/** The page numbers to show: first, last, the current one and its siblings, with ellipses. */
export function pageEntries(page: number, pageCount: number, siblingCount = 1): PageEntry[] {
  const visible = siblingCount * 2 + 5; // first, last, current, siblings and two ellipses
  if (pageCount <= visible) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblingCount, pageCount - 2 - siblingCount * 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblingCount, 3 + siblingCount * 2));
  const entries: PageEntry[] = [1];
  if (start > 2) entries.push('start-ellipsis');
  for (let p = start; p <= end; p++) entries.push(p);
  if (end < pageCount - 1) entries.push('end-ellipsis');
  entries.push(pageCount);
  return entries;
}

const defaultRange = (first: number, last: number, total: number) =>
  total === 0 ? '0 of 0' : `${first}–${last} of ${total}`;

/**
 * Moves through a long list a page at a time, with the page size select and the range shown.
 * Plain buttons and the platform's select: a page with a table loads no react-aria for it.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  pageSizeLabel = 'Rows per page',
  'aria-label': ariaLabel = 'Pagination',
  formatRange = defaultRange,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  formatPageLabel = (p) => `Page ${p}`,
  siblingCount = 1,
  id,
  'data-testid': testId,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const first = totalItems === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, totalItems);

  return (
    <nav aria-label={ariaLabel} className={styles.root} id={id} data-testid={testId}>
      <div className={styles.sizeGroup}>
        {onPageSizeChange ? (
          <label className={styles.select}>
            <span className={styles.label}>{pageSizeLabel}</span>
            <span className={styles.selectBox}>
              <select
                className={styles.selectButton}
                value={pageSize}
                onChange={(event) => onPageSizeChange(Number(event.target.value))}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {String(size)}
                  </option>
                ))}
              </select>
              <ChevronDownIcon />
            </span>
          </label>
        ) : null}
        <span className={styles.range} role="status">
          {formatRange(first, last, totalItems)}
        </span>
      </div>
      <div className={styles.nav}>
        <button
          type="button"
          aria-label={previousLabel}
          className={iconButtonClassName({ variant: 'outline' })}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <ul className={styles.pages}>
          {pageEntries(current, pageCount, siblingCount).map((entry) =>
            typeof entry === 'number' ? (
              <li key={entry}>
                <button
                  type="button"
                  aria-label={formatPageLabel(entry)}
                  aria-current={entry === current ? 'page' : undefined}
                  onClick={() => onPageChange(entry)}
                  className={`${buttonClassName({
                    variant: entry === current ? 'secondary' : 'text',
                    size: 'small',
                  })} ${styles.pageButton}`}
                >
                  {entry}
                </button>
              </li>
            ) : (
              <li key={entry} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        <span className={styles.compact} aria-hidden="true">
          {current} / {pageCount}
        </span>
        <button
          type="button"
          aria-label={nextLabel}
          className={iconButtonClassName({ variant: 'outline' })}
          disabled={current >= pageCount}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
