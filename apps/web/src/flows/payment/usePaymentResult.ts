import { errorMessages } from '@yo/domain';
import { useCallback, useRef } from 'react';
import { saveFile } from '../../lib/resultFrame';
import { useResultFrame } from '../../lib/useResultFrame';
import type { OrderProgress } from './progress';
import type { PaymentResultServices } from './services';
import { useOrderProgress } from './useOrderProgress';

/** A submit's outcome as the payment machines hold it ('success': the order and its frame). */
export interface SubmittedResult {
  status: string;
  orderId?: string;
  htmlForm?: string;
}

export interface PaymentResultHandlers {
  services: PaymentResultServices;
  /** The card was declined: back to the card step with the message. */
  retry: (message: string) => void;
  /** A toast for a receipt that could not be downloaded. */
  notify: (message: string) => void;
}

export interface PaymentResult {
  /** The submitted order followed to its end, or null before a submit. */
  progress: OrderProgress | null;
  /** Saves an order's receipt (the app's own result, after a wait or a reload). */
  download: (orderId: string) => void;
  /** The frame has loaded its next page: the order's state is read at once. */
  readNow: () => void;
}

/**
 * A submitted payment, for every way to pay (issue 29): its state read until it is final, and
 * the result frame's requests (the receipt, another card after a decline, or the processing
 * page handing the wait to the app).
 */
export function usePaymentResult(
  result: SubmittedResult,
  handlers: PaymentResultHandlers,
): PaymentResult {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { services } = handlers;
  const orderId = result.status === 'success' ? result.orderId : undefined;
  const hasFrame = result.status === 'success' && Boolean(result.htmlForm);
  const { progress, markWorking, readNow } = useOrderProgress(
    orderId,
    hasFrame,
    services.orderStatus,
  );

  useResultFrame(orderId, {
    retry: (message) => latest.current.retry(message),
    downloadReceipt: services.downloadReceipt,
    notify: (message) => latest.current.notify(message),
    processing: markWorking,
  });

  const download = useCallback(
    (id: string) =>
      void services.downloadReceipt(id).then((file) => {
        if (file.ok) saveFile(file.data);
        else latest.current.notify(errorMessages.receiptDownloadFailed);
      }),
    [services],
  );
  return { progress, download, readNow };
}
