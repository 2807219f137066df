import type { DownloadedFile } from '@yo/domain';

/** The origin of the API host, which renders the payment result inside the iframe (spec 4.6). */
export function apiOrigin(apiBaseUrl: string, pageUrl: string): string {
  return new URL(apiBaseUrl, pageUrl).origin;
}

/**
 * The order id of a receipt request from the embedded result page: only a message whose origin is
 * the API host and whose type is 'download' counts.
 */
export function receiptRequest(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  expectedOrigin: string,
): string | undefined {
  if (event.origin !== expectedOrigin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, orderId } = data as { type?: unknown; orderId?: unknown };
  if (type !== 'download') return undefined;
  if (typeof orderId === 'string' && orderId !== '') return orderId;
  if (typeof orderId === 'number' && Number.isFinite(orderId)) return String(orderId);
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
