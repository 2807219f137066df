import { useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { announce } from '../a11y/announce.js';
import * as styles from './Button.css.js';
import { ariaButtonClassName, buttonClassName } from './classNames.js';
import { TriggerButtonContext } from './TriggerButtonContext.js';

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
  onPress?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'data-testid'?: string;
}

/** Says when the focused button starts and stops waiting, as react-aria's button did. */
function usePendingAnnouncement(
  element: RefObject<HTMLButtonElement | null>,
  isPending: boolean,
  pendingLabel: string,
) {
  const wasPending = useRef(isPending);
  useEffect(() => {
    const focused = element.current !== null && element.current === document.activeElement;
    if (focused && isPending !== wasPending.current) {
      announce(isPending ? pendingLabel : (element.current?.textContent ?? ''));
    }
    wasPending.current = isPending;
  }, [element, isPending, pendingLabel]);
}

/**
 * A button with Yo's looks: a plain `<button>` (inside a react-aria trigger, react-aria's, see
 * TriggerButtonContext). While pending it keeps focus, ignores presses and shows progress.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  type = 'button',
  isDisabled = false,
  isPending = false,
  pendingLabel = 'Processing',
  preventDoubleActivation = false,
  fullWidth = false,
  onPress,
  ...rest
}: ButtonProps) {
  const triggerButton = useContext(TriggerButtonContext);
  const lastActivation = useRef(Number.NEGATIVE_INFINITY);
  const element = useRef<HTMLButtonElement>(null);
  usePendingAnnouncement(element, isPending, pendingLabel);

  // A guarded submit button is rendered as type="button" and submits the form itself, so the
  // browser's own submission cannot bypass the guard; a pending one does not submit at all.
  const guardsSubmit = preventDoubleActivation && type === 'submit';
  const ownType = guardsSubmit || isPending ? 'button' : type;

  function handlePress() {
    if (preventDoubleActivation) {
      const now = Date.now();
      if (now - lastActivation.current < DOUBLE_ACTIVATION_GUARD_MS) return;
      lastActivation.current = now;
    }
    onPress?.();
    if (guardsSubmit) element.current?.form?.requestSubmit();
  }

  const content = isPending ? (
    <>
      <span role="progressbar" aria-label={pendingLabel} className={styles.progress}>
        <span className={styles.spinner} aria-hidden="true" />
      </span>
      <span>{children}</span>
    </>
  ) : (
    children
  );

  if (triggerButton) {
    const className = ariaButtonClassName({ variant, size, fullWidth });
    return (
      <triggerButton.Element
        {...rest}
        ref={element}
        type={ownType}
        isDisabled={isDisabled}
        isPending={isPending}
        onPress={handlePress}
        className={className}
      >
        {content}
      </triggerButton.Element>
    );
  }
  return (
    <button
      {...rest}
      ref={element}
      type={ownType}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : handlePress}
      className={buttonClassName({ variant, size, fullWidth })}
    >
      {content}
    </button>
  );
}
