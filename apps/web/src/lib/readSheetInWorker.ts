type SheetRows = Record<string, string>[];

const readOnMainThread = async (data: ArrayBuffer): Promise<SheetRows> =>
  (await import('./xlsx')).readFirstSheet(data);

/**
 * The first sheet of an .xlsx workbook, read in a worker: unzipping and reading a sheet of a
 * hundred rows held the main thread for ~90 ms on a throttled phone, while the page was already
 * on screen. Where a worker cannot run (no Worker, or its script failed to load) it is read here.
 */
export function readFirstSheetInWorker(data: ArrayBuffer): Promise<SheetRows> {
  if (typeof Worker === 'undefined') return readOnMainThread(data);
  return new Promise<SheetRows>((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    const finish = (settle: () => void) => {
      worker.terminate();
      settle();
    };
    worker.onmessage = (event: MessageEvent<{ rows?: SheetRows; error?: string }>) => {
      const { rows, error } = event.data;
      finish(() => (rows ? resolve(rows) : reject(new Error(error ?? 'The sheet was not read'))));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => resolve(readOnMainThread(data)));
    };
    // A copy, not a transfer: the buffer is still here if the worker cannot start.
    worker.postMessage(data);
  });
}
