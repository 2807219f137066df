import { readFirstSheet } from './xlsx';

/** Reads a workbook's first sheet off the page's main thread (see readFirstSheetInWorker). */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  try {
    self.postMessage({ rows: readFirstSheet(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
