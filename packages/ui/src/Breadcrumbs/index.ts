export { Breadcrumbs } from './Breadcrumbs.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.js';
