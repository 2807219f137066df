import type { ReactNode } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css.js';
import type { ButtonSize, ButtonVariant } from '../Button/index.js';
import * as styles from './IconButton.css.js';

export interface IconButtonProps {
  /** The icon, decorative (`aria-hidden`); the button is named by `label`. */
  children: ReactNode;
  /** What the button does, for screen readers and voice control: "Close", "Open menu". */
  label: string;
  /** Button's looks; `text` (the default) suits toolbars and dialog close buttons. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  id?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  onPress?: (event: PressEvent) => void;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'data-testid'?: string;
}

/** A square button showing only an icon, with the same looks and states as Button. */
export function IconButton({
  children,
  label,
  variant = 'text',
  size = 'small',
  type = 'button',
  ...rest
}: IconButtonProps) {
  const className = [buttonStyles.base, buttonStyles.variant[variant], styles.square[size]].join(
    ' ',
  );
  return (
    <AriaButton {...rest} type={type} aria-label={label} className={className}>
      {children}
    </AriaButton>
  );
}
