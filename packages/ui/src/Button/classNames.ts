import * as styles from './Button.css.js';
import type { ButtonSize, ButtonVariant } from './Button.js';

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** Button's look for react-aria's elements, whose states come from its data attributes. */
export function ariaButtonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLook = {}): string {
  return [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The classes that give a plain `<button>` or `<a>` (no react-aria) Button's look and states: for
 * pages that want a few buttons or links without loading react-aria, e.g. a prerendered page's
 * header and carousels. States come from `:hover`, `:active`, `:focus-visible` and `:disabled`.
 */
export function buttonClassName(look: ButtonLook = {}): string {
  return `${ariaButtonClassName(look)} ${styles.plain}`;
}
