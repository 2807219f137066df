import { errorMessages, type CallResult, type DownloadedFile } from '@yo/domain';
import { useEffect, useRef } from 'react';
import { apiOrigin, resultFrameMessage, saveFile } from './resultFrame';

export interface ResultFrameHandlers {
  /** The card was declined in the frame: back to the card step with the gateway's message. */
  retry: (message: string) => void;
  downloadReceipt: (orderId: string) => Promise<CallResult<DownloadedFile>>;
  /** A toast for a receipt that could not be downloaded. */
  notify: (message: string) => void;
  /** The frame's page says the payment is still at work (issue 29); the app shows the wait. */
  processing?: () => void;
}

/**
 * A payment's embedded result page (spec 4.6) asks for its receipt, or, after a decline, for
 * another card. Only messages from the API's origin naming this order count.
 */
export function useResultFrame(orderId: string | undefined, handlers: ResultFrameHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!orderId) return;
    const origin = apiOrigin('/api/', window.location.href);
    const onMessage = (event: MessageEvent) => {
      const request = resultFrameMessage(event, origin);
      if (!request || request.orderId !== orderId) return;
      if (request.type === 'retry') return latest.current.retry(request.message);
      if (request.type === 'processing') return latest.current.processing?.();
      if (request.type !== 'download') return;
      void latest.current.downloadReceipt(request.orderId).then((file) => {
        if (file.ok) saveFile(file.data);
        else latest.current.notify(errorMessages.receiptDownloadFailed);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orderId]);
}
