import { Focusable } from 'react-aria-components';
import { ToneIcon } from '../Alert/icons.js';
import { Tooltip } from '../Tooltip/index.js';
import * as styles from './StatusIcon.css.js';

export type StatusTone = keyof typeof styles.tone;

/** The spec's rule: green for Successful, red for Failed, amber for any other status. */
export function statusTone(status: string): StatusTone {
  const name = status.trim().toLowerCase();
  if (name === 'successful') return 'success';
  if (name === 'failed') return 'error';
  return 'warning';
}

export interface StatusIconProps {
  /** The transaction status as the server names it: 'Successful', 'Failed', 'Captured'… */
  status: string;
  /** Override the colour and shape chosen from the status. */
  tone?: StatusTone;
  /** What screen readers hear; defaults to the status. */
  label?: string;
  /**
   * Show the status in a tooltip on hover and keyboard focus (the icon joins the tab order).
   * Turn off where the status is already written next to it.
   */
  showTooltip?: boolean;
  id?: string;
  'data-testid'?: string;
}

/**
 * A transaction status as an icon: a green tick, a red octagon cross or an amber triangle —
 * different shapes, so colour is never the only signal — named for screen readers.
 */
export function StatusIcon({
  status,
  tone,
  label,
  showTooltip = true,
  id,
  ...rest
}: StatusIconProps) {
  const resolved = tone ?? statusTone(status);
  const name = label ?? status;
  const graphic = (
    <span
      id={id}
      role="img"
      aria-label={name}
      data-tone={resolved}
      data-testid={rest['data-testid']}
      className={`${styles.trigger} ${styles.tone[resolved]}`}
    >
      <ToneIcon tone={resolved} className={styles.icon} />
    </span>
  );
  if (!showTooltip) return graphic;
  return (
    <Tooltip content={status} delay={300}>
      <Focusable>{graphic}</Focusable>
    </Tooltip>
  );
}
