export { DEFAULT_PAGE_SIZES, Pagination, pageEntries } from './Pagination.js';
export type { PaginationProps } from './Pagination.js';
