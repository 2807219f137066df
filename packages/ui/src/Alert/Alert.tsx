import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Alert.css.js';
import { ToneIcon, type Tone } from './icons.js';

export type AlertTone = Tone;

export interface AlertProps {
  /** What happened, in a sentence. */
  children: ReactNode;
  /** error: something failed; warning: needs attention; success: it worked; info: good to know. */
  tone?: AlertTone;
  /** A short heading above the message. */
  title?: ReactNode;
  /** A way forward: usually a Button or a Link. */
  action?: ReactNode;
  /**
   * How the alert is announced. By default an error interrupts (`alert`) and every other tone
   * waits politely (`status`); `none` for an alert present from the page's first paint.
   */
  announce?: 'alert' | 'status' | 'none';
  id?: string;
  'data-testid'?: string;
}

/** Label read before the message so the tone is never told by colour and icon alone. */
const toneLabel: Record<AlertTone, string> = {
  error: 'Error',
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
};

export function Alert({
  children,
  tone = 'info',
  title,
  action,
  announce,
  id,
  ...rest
}: AlertProps) {
  const role = announce ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      id={id}
      data-testid={rest['data-testid']}
      role={role === 'none' ? undefined : role}
      data-tone={tone}
      className={`${styles.root} ${styles.tone[tone]}`}
    >
      <ToneIcon tone={tone} className={`${styles.icon} ${styles.iconTone[tone]}`} />
      <div className={styles.body}>
        {title ? (
          <p className={styles.title}>
            <span className={visuallyHidden}>{`${toneLabel[tone]}: `}</span>
            {title}
          </p>
        ) : null}
        <div className={styles.message}>
          {title ? null : <span className={visuallyHidden}>{`${toneLabel[tone]}: `}</span>}
          {children}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
