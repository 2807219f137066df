import type { ToastTone } from '@yo/ui';

/**
 * The app's toasts (spec 8). The toast region and its code (react-aria's toast queue) are a chunk
 * loaded on the first toast (ToastHost): a first visit to an information page never loads them.
 * A toast asked for before the chunk has come waits here and is shown as soon as it has.
 */
export interface ToastRequest {
  tone: ToastTone;
  message: string;
  timeoutMs: number;
}

let show: ((toast: ToastRequest) => void) | null = null;
const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();

/** Shows a toast for `timeoutMs` (section 9: 30 s, 10 s, 3 s, or 12 s for the reset notice). */
export function notify(tone: ToastTone, message: string, timeoutMs: number): void {
  const toast = { tone, message, timeoutMs };
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  if (waiting.length === 1) listeners.forEach((listener) => listener());
}

/** Whether a toast has been asked for, so the region is to be loaded (for useSyncExternalStore). */
export function toastsWanted(): boolean {
  return show !== null || waiting.length > 0;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded region takes over: the waiting toasts first, then each new one at once. */
export function connectToasts(showToast: (toast: ToastRequest) => void): () => void {
  show = showToast;
  waiting.splice(0).forEach(showToast);
  return () => {
    if (show === showToast) show = null;
  };
}
