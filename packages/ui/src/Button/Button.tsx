import { useRef, type ReactNode } from 'react';
import { Button as AriaButton, ProgressBar, type PressEvent } from 'react-aria-components';
import * as styles from './Button.css.js';

/** Presses closer together than this are one activation when `preventDoubleActivation` is set. */
export const DOUBLE_ACTIVATION_GUARD_MS = 1000;

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps {
  children: ReactNode;
  /** primary: the one main action; secondary: other actions; outline and text: lesser ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  /** Submits or resets this form (by id) when the button is outside it. */
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  isDisabled?: boolean;
  /** Work is under way: the button keeps focus, ignores presses and shows progress. */
  isPending?: boolean;
  /** What the progress indicator says while pending. */
  pendingLabel?: string;
  /**
   * Ignore a second press within 1 second of the first, so a double click on a payment's
   * SUBMIT sends one request.
   */
  preventDoubleActivation?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  onPress?: (event: PressEvent) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'data-testid'?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  type = 'button',
  isPending = false,
  pendingLabel = 'Processing',
  preventDoubleActivation = false,
  fullWidth = false,
  onPress,
  ...rest
}: ButtonProps) {
  const lastActivation = useRef(Number.NEGATIVE_INFINITY);
  const element = useRef<HTMLButtonElement>(null);

  // A guarded submit button is rendered as type="button" and submits the form itself, so the
  // browser's own submission cannot bypass the guard.
  const guardsSubmit = preventDoubleActivation && type === 'submit';

  function handlePress(event: PressEvent) {
    if (preventDoubleActivation) {
      const now = Date.now();
      if (now - lastActivation.current < DOUBLE_ACTIVATION_GUARD_MS) return;
      lastActivation.current = now;
    }
    onPress?.(event);
    if (guardsSubmit) element.current?.form?.requestSubmit();
  }

  const className = [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <AriaButton
      {...rest}
      ref={element}
      type={guardsSubmit ? 'button' : type}
      isPending={isPending}
      onPress={handlePress}
      className={className}
    >
      {isPending ? (
        <>
          <ProgressBar isIndeterminate aria-label={pendingLabel}>
            <span className={styles.spinner} aria-hidden="true" />
          </ProgressBar>
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
