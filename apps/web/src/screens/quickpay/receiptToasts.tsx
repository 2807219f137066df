import { ToastRegion, createToastQueue, showToast } from '@yo/ui';

/**
 * The payment result's toast (a receipt that could not be downloaded): in the later steps' chunk,
 * so a payment page's first step loads no toast region.
 */
const toasts = createToastQueue();

export function ReceiptToasts() {
  return <ToastRegion queue={toasts} />;
}

export function notifyReceipt(message: string) {
  showToast(toasts, { tone: 'error', message }, { timeout: 10_000 });
}
