import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../IconButton/icons.js';
import * as styles from './Toast.css.js';

export type ToastTone = 'error' | 'info' | 'success';

export interface ToastContent {
  /** The message: "Payment method removed successfully". */
  message: string;
  /** An optional bold first line. */
  title?: string;
  tone: ToastTone;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it hides by itself (the app passes 30 000, 10 000, 3 000 or 12 000).
   * Hovering or focusing the toasts pauses the countdown. Without it, the toast stays until closed.
   */
  timeout?: number;
  onClose?: () => void;
}

/** The queue of toasts of one app: create one, render its ToastRegion once, add toasts to it. */
export type ToastQueue = AriaToastQueue<ToastContent>;

/** A new queue (at most `maxVisibleToasts` shown at once; later ones wait). */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: options.maxVisibleToasts ?? 3 });
}

/** Shows a toast; returns its key, for `queue.close(key)`. */
export function showToast(
  queue: ToastQueue,
  content: ToastContent,
  options: ShowToastOptions = {},
) {
  return queue.add(content, options);
}

const icons: Record<ToastTone, ReactNode> = {
  error: <ErrorIcon />,
  info: <InfoIcon />,
  success: <CheckIcon />,
};

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Names the notifications landmark. */
  'aria-label'?: string;
  /** The close button's accessible name. */
  dismissLabel?: string;
  'data-testid'?: string;
}

/**
 * Where toasts appear: a landmark (F6 reaches it) whose timers pause while it is hovered or focused.
 * Errors are announced at once (`role="alert"`), the others politely (`role="status"`).
 */
export function ToastRegion({
  queue,
  'aria-label': ariaLabel = 'Notifications',
  dismissLabel = 'Close',
  'data-testid': testId,
}: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={ariaLabel}
      className={styles.region}
      data-testid={testId}
    >
      {({ toast }) => {
        const { tone, title, message } = toast.content;
        return (
          <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
            <span className={`${styles.iconBox} ${styles.icon[tone]}`}>{icons[tone]}</span>
            <AriaToastContent
              className={styles.content}
              {...(tone === 'error' ? {} : { role: 'status', 'aria-live': 'polite' as const })}
            >
              {title ? (
                <Text slot="title" className={styles.title}>
                  {title}
                </Text>
              ) : null}
              <Text slot={title ? 'description' : 'title'} className={styles.description}>
                {message}
              </Text>
            </AriaToastContent>
            <IconButton label={dismissLabel} onPress={() => queue.close(toast.key)}>
              <CloseIcon />
            </IconButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
