import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.js';

export interface EmptyStateProps {
  /** Why there is nothing here, e.g. 'You have not made any bill pay transactions'. */
  message: ReactNode;
  /** An optional heading above the message. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** The way to fill it: a Button or Link such as 'Pay Bills Now'. */
  action?: ReactNode;
  /** A decorative picture; by default an empty tray. Pass `null` for none. */
  illustration?: ReactNode;
  id?: string;
  'data-testid'?: string;
}

function Tray() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M3 13l2.5-7h13L21 13v6H3z M3 13h5l1.5 2.5h5L16 13h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What a list or section shows when it has nothing yet, with the action that fills it. */
export function EmptyState({
  message,
  title,
  headingLevel = 3,
  action,
  illustration,
  id,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const picture = illustration === undefined ? <Tray /> : illustration;
  return (
    <div id={id} data-testid={rest['data-testid']} className={styles.root}>
      {picture ? (
        <div className={styles.illustration} aria-hidden="true">
          {picture}
        </div>
      ) : null}
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
