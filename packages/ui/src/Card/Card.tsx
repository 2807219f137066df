import { useId, type ReactNode } from 'react';
import * as styles from './Card.css.js';

export type CardVariant = keyof typeof styles.variant;

export interface CardProps {
  children: ReactNode;
  /** The card's heading, e.g. 'Recent Bill Pay' or 'Payee Details'. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Actions in the header, after the title: an edit button on a review card, 'View More' on a
   * dashboard card. Name them fully ('Edit payee details'), not just 'Edit'.
   */
  actions?: ReactNode;
  /** Content of the bottom bar, e.g. the card's main button. */
  footer?: ReactNode;
  variant?: CardVariant;
  /**
   * Make the card a named region landmark (`section` labelled by its title): for the few big
   * cards of a dashboard, not for every card in a list.
   */
  isLandmark?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** A surface grouping related content under a title, with optional header actions and footer. */
export function Card({
  children,
  title,
  headingLevel = 2,
  actions,
  footer,
  variant = 'raised',
  isLandmark = false,
  id,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Root = isLandmark && title ? 'section' : 'div';
  return (
    <Root
      id={id}
      data-testid={rest['data-testid']}
      aria-labelledby={Root === 'section' ? titleId : undefined}
      className={`${styles.root} ${styles.variant[variant]}`}
    >
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
