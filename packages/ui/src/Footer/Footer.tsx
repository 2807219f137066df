import { useId, type ComponentType, type ReactNode } from 'react';
import { linkClassName } from '../Link/classNames.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Footer.css.js';

export interface FooterLink {
  href: string;
  label: string;
  /** Opens in a new tab (e.g. a PDF document). */
  external?: boolean;
}

export interface FooterProps {
  /** Site links: About, Contact, Opt-out, FAQ, Security… */
  links: FooterLink[];
  /** Legal documents: Terms and Conditions, Privacy Policy. */
  documents?: FooterLink[];
  /** The year the copyright ends; defaults to the current year. */
  year?: number;
  /** The year the copyright starts. */
  startYear?: number;
  /** Who holds the copyright, written after the years. */
  holder?: string;
  /** Names the links' navigation landmark. */
  linksLabel?: string;
  documentsLabel?: string;
  /** What screen readers hear after the name of a link that opens in a new tab. */
  newTabLabel?: string;
  /**
   * Draws the links that stay in the site (e.g. the app router's own link, so following one does
   * not load the page again); a plain `<a>` without it.
   */
  linkComponent?: ComponentType<{ href: string; className: string; children: ReactNode }>;
  id?: string;
  'data-testid'?: string;
}

/** The copyright years: "2005–2026", or one year when they are the same. */
export function copyrightYears(startYear: number, year: number) {
  return year > startYear ? `${startYear}–${year}` : String(startYear);
}

/** The page footer (contentinfo landmark): site links, documents and the copyright line. */
export function Footer({
  links,
  documents = [],
  year = new Date().getFullYear(),
  startYear = 2005,
  holder,
  linksLabel = 'Footer',
  documentsLabel = 'Legal documents',
  newTabLabel = '(opens in a new tab)',
  linkComponent,
  id,
  ...rest
}: FooterProps) {
  const linksId = useId();
  const documentsId = useId();
  // Plain links with Link's look (no react-aria): the footer is on every public page.
  const className = linkClassName({ appearance: 'standalone' });
  const InternalLink = linkComponent ?? 'a';
  const list = (items: FooterLink[]) =>
    items.map((item) => (
      <li key={`${item.href}-${item.label}`}>
        {item.external ? (
          <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
            {item.label}
            <span className={visuallyHidden}> {newTabLabel}</span>
          </a>
        ) : (
          <InternalLink href={item.href} className={className}>
            {item.label}
          </InternalLink>
        )}
      </li>
    ));
  return (
    <footer id={id} data-testid={rest['data-testid']} className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.navs}>
          <nav aria-labelledby={linksId}>
            <span id={linksId} hidden>
              {linksLabel}
            </span>
            <ul className={styles.list}>{list(links)}</ul>
          </nav>
          {documents.length ? (
            <nav aria-labelledby={documentsId}>
              <span id={documentsId} hidden>
                {documentsLabel}
              </span>
              <ul className={styles.list}>{list(documents)}</ul>
            </nav>
          ) : null}
        </div>
        <p className={styles.copyright}>
          {`© ${copyrightYears(startYear, year)}${holder ? ` ${holder}` : ''}`}
        </p>
      </div>
    </footer>
  );
}
