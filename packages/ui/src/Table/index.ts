export { Table } from './Table.js';
export type { SortDescriptor, TableColumn, TablePaging, TableProps } from './Table.js';
