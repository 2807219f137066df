import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components';
import { ChevronRightIcon } from '../IconButton/icons.js';
import * as styles from './Breadcrumbs.css.js';

export interface BreadcrumbItem {
  label: string;
  /** Where it goes; the last item is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level to the current page: Partner Stories › Solis Credit. */
  items: BreadcrumbItem[];
  /** Names the navigation landmark. */
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Where the page sits in the site, with links back up (the case-study detail pages). */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel = 'Breadcrumbs',
  'data-testid': testId,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} data-testid={testId}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <AriaBreadcrumb key={`${item.label}-${index}`} className={styles.item}>
              <AriaLink href={isLast ? undefined : item.href} className={styles.link}>
                {item.label}
              </AriaLink>
              {isLast ? null : (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRightIcon />
                </span>
              )}
            </AriaBreadcrumb>
          );
        })}
      </AriaBreadcrumbs>
    </nav>
  );
}
