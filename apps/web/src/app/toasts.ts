import { createToastQueue, showToast, type ToastTone } from '@yo/ui';

/** The app's toasts (spec 8): one queue, shown by the one ToastRegion the App renders. */
export const appToasts = createToastQueue();

/** Shows a toast for `timeoutMs` (section 9: 30 s, 10 s, 3 s, or 12 s for the reset notice). */
export function notify(tone: ToastTone, message: string, timeoutMs: number) {
  return showToast(appToasts, { tone, message }, { timeout: timeoutMs });
}
