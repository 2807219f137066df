import type { DownloadedFile } from '@yo/domain';

/** The origin of the API host, which renders the payment result inside the iframe (spec 4.6). */
export function apiOrigin(apiBaseUrl: string, pageUrl: string): string {
  return new URL(apiBaseUrl, pageUrl).origin;
}

/**
 * What the embedded result page may tell the app. A payment's page asks for a receipt or another
 * try with a new card; a card verification's page (customers/addcard) says the card was saved or
 * why not (`message`, the server's text; the screen wraps it in 'Failed to add card: "…"').
 */
export type ResultFrameMessage =
  | { type: 'download'; orderId: string }
  /** The bank is done but the payment is not (a late delivery): the app shows the wait. */
  | { type: 'processing'; orderId: string }
  | { type: 'retry'; orderId: string; message: string }
  | { type: 'cardAdded'; orderId: string }
  | { type: 'cardFailed'; orderId: string; message: string };

/**
 * A request from the embedded result page (spec 4.6): only a message whose origin is the API host,
 * with a known type and an order id, counts.
 */
export function resultFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  expectedOrigin: string,
): ResultFrameMessage | undefined {
  if (event.origin !== expectedOrigin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, orderId, message } = data as {
    type?: unknown;
    orderId?: unknown;
    message?: unknown;
  };
  let id: string;
  if (typeof orderId === 'string' && orderId !== '') id = orderId;
  else if (typeof orderId === 'number' && Number.isFinite(orderId)) id = String(orderId);
  else return undefined;
  if (type === 'download' || type === 'cardAdded' || type === 'processing')
    return { type, orderId: id };
  if (type === 'retry' || type === 'cardFailed')
    return { type, orderId: id, message: typeof message === 'string' ? message : '' };
  return undefined;
}

/** Saves a downloaded file under the name the server gave it. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
