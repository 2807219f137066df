import { useEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import type { PaymentFieldBaseProps } from '../CardNumberField/CardNumberField.js';
import { digitsOf } from '../masks/digitMask.js';
import { useDigitMask } from '../masks/useDigitMask.js';
import { TextField } from '../TextField/TextField.js';
import { useSecondsLeft } from './countdown.js';
import * as styles from './OtpField.css.js';

/** What the resend slot is told, so the app can show 'Resend code' once the code has expired. */
export interface OtpResendState {
  isExpired: boolean;
  secondsLeft: number | undefined;
}

export interface OtpFieldProps extends Omit<PaymentFieldBaseProps, 'placeholder'> {
  /** How many digits the code has (the spec's is 6). */
  length?: number;
  /** Called once every digit is typed or pasted, with the digits (e.g. to enable Submit). */
  onComplete?: (digits: string) => void;
  /** Seconds until the code expires, when the app runs the clock. */
  secondsLeft?: number;
  /** When the code expires (a Date or epoch milliseconds): the field runs the clock itself. */
  expiresAt?: Date | number;
  /** Called once when the countdown reaches 0. */
  onExpire?: () => void;
  /** The countdown's text, given "mm:ss". */
  countdownLabel?: (time: string) => ReactNode;
  /** Shown (and announced) when the countdown reaches 0. */
  expiredLabel?: ReactNode;
  /** The app's 'Resend code' button: a node, or a function of the countdown's state. */
  resend?: ReactNode | ((state: OtpResendState) => ReactNode);
}

/** Seconds as "mm:ss" (119 → "01:59"); never negative. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * A one-time code: six digits shown spaced ("1 2 3 4 5 6"), filled by a pasted or autofilled code,
 * with the countdown to the code's expiry and a slot for the app's 'Resend code' button.
 */
export function OtpField({
  label = 'Verification Code',
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  onKeyDown,
  secondsLeft,
  expiresAt,
  onExpire,
  countdownLabel = (time) => (
    <>
      Code expires in <span className={styles.time}>{time}</span>
    </>
  ),
  expiredLabel = 'The code has expired.',
  resend,
  ...rest
}: OtpFieldProps) {
  const mask = useDigitMask({
    mask: Array.from({ length }, () => '#').join(' '),
    value,
    defaultValue,
    onKeyDown,
    onChange: (formatted, digits) => {
      onChange?.(formatted, digits);
      if (digits.length === length) onComplete?.(digits);
    },
  });

  // A pasted whole code replaces what was typed, even when the field is already full.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted.length !== length) return;
    event.preventDefault();
    mask.replace(pasted);
  }

  const left = useSecondsLeft(secondsLeft, expiresAt);
  const hasCountdown = left !== undefined;
  const isExpired = hasCountdown && left <= 0;

  const expiredOnce = useRef(false);
  useEffect(() => {
    if (isExpired && !expiredOnce.current) {
      expiredOnce.current = true;
      onExpire?.();
    }
    if (!isExpired) expiredOnce.current = false;
  }, [isExpired, onExpire]);

  const resendNode =
    typeof resend === 'function' ? resend({ isExpired, secondsLeft: left }) : resend;

  return (
    <div className={styles.root}>
      <TextField
        {...rest}
        label={label}
        value={mask.value}
        onChange={mask.onChange}
        onKeyDown={mask.onKeyDown}
        onPaste={handlePaste}
        inputRef={mask.inputRef}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck="false"
      />
      {hasCountdown || resendNode ? (
        <div className={styles.footer}>
          {hasCountdown ? (
            <>
              {/* A timer is not read out every second; only the expiry is announced. */}
              {isExpired ? null : (
                <p className={styles.countdown} role="timer">
                  {countdownLabel(formatCountdown(left))}
                </p>
              )}
              <p className={styles.expired} aria-live="polite">
                {isExpired ? expiredLabel : null}
              </p>
            </>
          ) : null}
          {resendNode}
        </div>
      ) : null}
    </div>
  );
}
