import { useId } from 'react';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Spinner.css.js';

export type SpinnerSize = keyof typeof styles.size;

export interface SpinnerProps {
  /** What is happening, e.g. "Processing Your Request". Always read by screen readers. */
  label: string;
  /** Show the label beside (inline) or under (stacked) the ring; hidden labels are still read. */
  showLabel?: boolean;
  layout?: 'inline' | 'stacked';
  size?: SpinnerSize;
  /**
   * Announce the label politely when the spinner appears (a `status` live region). Turn off when
   * something around it already announces the wait.
   */
  announce?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** An indeterminate progress indicator: a progressbar named by its label (plain elements). */
export function Spinner({
  label,
  showLabel = true,
  layout = 'inline',
  size = 'medium',
  announce = true,
  id,
  ...rest
}: SpinnerProps) {
  const labelId = useId();
  return (
    <div role={announce ? 'status' : undefined} data-testid={rest['data-testid']}>
      <div
        id={id}
        role="progressbar"
        aria-labelledby={labelId}
        className={`${styles.root} ${styles.layout[layout]}`}
      >
        <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
        <span
          id={labelId}
          className={showLabel ? `${styles.label} ${styles.labelSize[size]}` : visuallyHidden}
        >
          {label}
        </span>
      </div>
    </div>
  );
}
