import * as buttonStyles from '../Button/Button.css.js';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import * as styles from './IconButton.css.js';

/**
 * The classes that give a plain `<button>` (no react-aria) IconButton's look and states; name it
 * with `aria-label` and mark its icon `aria-hidden`, as IconButton does.
 */
export function iconButtonClassName({
  variant = 'text',
  size = 'small',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return [
    buttonStyles.base,
    buttonStyles.plain,
    buttonStyles.variant[variant],
    styles.square[size],
  ].join(' ');
}
