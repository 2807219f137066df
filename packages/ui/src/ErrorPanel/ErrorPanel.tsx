import type { ReactNode } from 'react';
import { ToneIcon } from '../Alert/icons.js';
import { Button } from '../Button/index.js';
import { Link } from '../Link/index.js';
import * as styles from './ErrorPanel.css.js';

export interface ErrorPanelProps {
  /** The heading, e.g. "OOPs...Something went wrong." (the app passes the spec's text). */
  title: ReactNode;
  /** The explanation under it. */
  message: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** Try Again: the app reloads the page or repeats the request. No button without it. */
  onTryAgain?: () => void;
  tryAgainLabel?: string;
  /**
   * Where Contact Us goes: /contact for guests, /user/contactus for users. Rendered as a link, so
   * the app's router (RAC RouterProvider) handles it. No link without it.
   */
  contactHref?: string;
  contactLabel?: string;
  /** Announce the title and message when the panel appears (role alert). */
  announce?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** The generic failure block: what went wrong, and the two ways forward. */
export function ErrorPanel({
  title,
  message,
  headingLevel = 2,
  onTryAgain,
  tryAgainLabel = 'Try Again',
  contactHref,
  contactLabel = 'Contact Us',
  announce = true,
  id,
  ...rest
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} data-testid={rest['data-testid']} className={styles.root}>
      <ToneIcon tone="error" className={styles.icon} />
      <div className={styles.text} role={announce ? 'alert' : undefined}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.message}>{message}</p>
      </div>
      {onTryAgain || contactHref ? (
        <div className={styles.actions}>
          {onTryAgain ? <Button onPress={() => onTryAgain()}>{tryAgainLabel}</Button> : null}
          {contactHref ? (
            <Link href={contactHref} appearance="button" buttonVariant="outline">
              {contactLabel}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
