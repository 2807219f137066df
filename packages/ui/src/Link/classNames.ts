import { buttonClassName } from '../Button/classNames.js';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { plain } from '../Button/Button.css.js';
import type { LinkAppearance } from './Link.js';
import * as styles from './Link.css.js';

/**
 * The classes that give a plain `<a>` (no react-aria; e.g. a router's own link) Link's look and
 * states, in each appearance. States come from `:hover`, `:active` and `:focus-visible`.
 */
export function linkClassName({
  appearance = 'inline',
  buttonVariant = 'primary',
  size = 'medium',
  fullWidth = false,
}: {
  appearance?: LinkAppearance;
  buttonVariant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
} = {}): string {
  if (appearance === 'button') {
    return `${buttonClassName({ variant: buttonVariant, size, fullWidth })} ${styles.buttonLink}`;
  }
  return [styles.inline, plain, appearance === 'standalone' ? styles.standalone : undefined]
    .filter(Boolean)
    .join(' ');
}
