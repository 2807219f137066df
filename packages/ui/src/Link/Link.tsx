import type { ReactNode } from 'react';
import { Link as AriaLink, type PressEvent } from 'react-aria-components';
import { ariaButtonClassName } from '../Button/classNames.js';
import type { ButtonSize, ButtonVariant } from '../Button/index.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Link.css.js';

export type LinkAppearance = 'inline' | 'standalone' | 'button';

export interface LinkProps {
  children: ReactNode;
  /**
   * Where the link goes. Inside the app's `RouterProvider` an internal path (`/user/billpay`) is
   * handed to the router; a full URL is an ordinary link.
   */
  href?: string;
  /**
   * inline: a link inside a sentence; standalone: a text link on its own line (44 px target);
   * button: a call to action that goes somewhere, drawn like a Button.
   */
  appearance?: LinkAppearance;
  /** With `appearance="button"`: which Button look to use. */
  buttonVariant?: ButtonVariant;
  /** With `appearance="button"`: which Button size to use. */
  size?: ButtonSize;
  /** With `appearance="button"`: take the full width of the container. */
  fullWidth?: boolean;
  /** Opens in a new tab: adds `rel="noopener noreferrer"` and tells screen readers so. */
  external?: boolean;
  /** What screen readers hear after the text of an external link. */
  newTabLabel?: string;
  /** Downloads the target instead of navigating (a receipt, a letter of interest). */
  download?: boolean | string;
  /** The page this link points to is the current one: `aria-current="page"`. */
  isCurrent?: boolean;
  isDisabled?: boolean;
  id?: string;
  autoFocus?: boolean;
  hrefLang?: string;
  /** Called on activation, before the navigation (e.g. closing a drawer). */
  onPress?: (event: PressEvent) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

export function Link({
  children,
  appearance = 'inline',
  buttonVariant = 'primary',
  size = 'medium',
  fullWidth = false,
  external = false,
  newTabLabel = '(opens in a new tab)',
  isCurrent = false,
  download,
  ...rest
}: LinkProps) {
  const className =
    appearance === 'button'
      ? `${ariaButtonClassName({ variant: buttonVariant, size, fullWidth })} ${styles.buttonLink}`
      : [styles.inline, appearance === 'standalone' ? styles.standalone : undefined]
          .filter(Boolean)
          .join(' ');

  return (
    <AriaLink
      {...rest}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      download={download}
      aria-current={isCurrent ? 'page' : undefined}
      data-current={isCurrent || undefined}
    >
      {children}
      {external ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
    </AriaLink>
  );
}
