import * as styles from './Button.css.js';
import type { ButtonSize, ButtonVariant } from './Button.js';

/**
 * The classes that give a plain `<button>` or `<a>` (no react-aria) Button's look and states: for
 * pages that want a few buttons or links without loading react-aria, e.g. a prerendered page's
 * header and carousels. States come from `:hover`, `:active`, `:focus-visible` and `:disabled`.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return [
    styles.base,
    styles.plain,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
