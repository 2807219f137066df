import { createToastQueue, showToast, ToastRegion } from '@yo/ui';
import { useEffect } from 'react';
import { connectToasts } from './toasts';

/** The app's one toast queue, created with the region that shows it. */
const appToasts = createToastQueue();

/** The toast region (loaded on the first toast, see toasts.ts). */
export default function ToastHost() {
  useEffect(
    () =>
      connectToasts(({ tone, message, timeoutMs }) =>
        showToast(appToasts, { tone, message }, { timeout: timeoutMs }),
      ),
    [],
  );
  return <ToastRegion queue={appToasts} />;
}
