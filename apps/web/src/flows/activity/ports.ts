import type {
  ActivityFilterRequest,
  CallResult,
  DownloadedFile,
  EXPORT_FILE_NAMES,
  MonthlyStat,
  PagedTransactions,
  PhoneProvider,
  Provider,
} from '@yo/domain';
import { api } from '../../app/api';
import { notify } from '../../app/toasts';
import { saveFile } from '../../lib/resultFrame';

export type ExportKind = keyof typeof EXPORT_FILE_NAMES;

/** What the activity and dashboard flows need from the outside (tests pass fakes). */
export interface ActivityPorts {
  filtered: (
    body: ActivityFilterRequest,
    signal?: AbortSignal,
  ) => Promise<CallResult<PagedTransactions>>;
  exportFile: (
    kind: ExportKind,
    body: ActivityFilterRequest,
  ) => Promise<CallResult<DownloadedFile>>;
  monthlyStats: () => Promise<CallResult<MonthlyStat[]>>;
  providers: () => Promise<CallResult<Provider[]>>;
  carriers: () => Promise<CallResult<PhoneProvider[]>>;
  /** Hands a downloaded file to the browser. */
  save: (file: DownloadedFile) => void;
  notify: (tone: 'error', message: string, timeoutMs: number) => void;
  /** Section 8: data-fetch errors are logged, never shown. */
  log: (what: string, detail: unknown) => void;
}

export const appActivityPorts: ActivityPorts = {
  filtered: (body, signal) =>
    api.call('filteredTransactions', { body }, signal ? { signal } : undefined),
  exportFile: (kind, body) =>
    api.call(kind === 'excel' ? 'exportTransactionsExcel' : 'exportTransactionsCsv', { body }),
  monthlyStats: () => api.call('monthlyStats'),
  providers: () => api.call('providers'),
  carriers: () => api.call('phoneProviders'),
  save: saveFile,
  notify: (tone, message, timeoutMs) => {
    notify(tone, message, timeoutMs);
  },
  log: (what, detail) => {
    console.error(`[activity] ${what}`, detail);
  },
};
