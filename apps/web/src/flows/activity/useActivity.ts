import {
  EXPORT_FILE_NAMES,
  errorMessages,
  TOAST_MEDIUM_MS,
  type ActivityQuery,
  type PhoneProvider,
  type Provider,
} from '@yo/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { appActivityPorts, type ActivityPorts, type ExportKind } from './ports';
import {
  activityHref,
  emptyActivityQuery,
  exportRequest,
  filterRequest,
  filtersOf,
  parseActivitySearch,
  searchQuery,
  withTypeRules,
  type ActivityFilters,
} from './query';
import { initialResults, resultsStep, type ActivityResults } from './results';

export interface UseActivityOptions {
  /** The URL's search, e.g. wouter's `useSearch()` ('tranType=Billpay&pageNumber=2'). */
  search: string;
  /** Goes to an address (a history entry, so Back restores the view before). */
  navigate: (href: string) => void;
  ports?: ActivityPorts;
}

export interface Activity {
  /** The query in the URL: what the results show. */
  query: ActivityQuery;
  /** The filter card's values, applied by Search. */
  draft: ActivityFilters;
  results: ActivityResults;
  providers: Provider[];
  carriers: PhoneProvider[];
  exporting: ExportKind | null;
  edit: (change: Partial<ActivityFilters>) => void;
  search: () => void;
  clearAll: () => void;
  goToPage: (pageNumber: number) => void;
  setPageSize: (pageSize: number) => void;
  download: (kind: ExportKind) => Promise<void>;
}

/**
 * The activity screen's flow (spec 2.14, 4.8): the query lives in the URL; each new query fetches
 * its page, and only the newest fetch's answer is shown. Ports injected for tests.
 */
export function useActivity({
  search,
  navigate,
  ports = appActivityPorts,
}: UseActivityOptions): Activity {
  const query = useMemo(() => parseActivitySearch(search), [search]);
  const key = useMemo(() => JSON.stringify(query), [query]);
  const [draft, setDraft] = useState<ActivityFilters>(() => filtersOf(query));
  const [results, dispatch] = useReducer(resultsStep, initialResults);
  const [providers, setProviders] = useState<Provider[]>([]);
  const [carriers, setCarriers] = useState<PhoneProvider[]>([]);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const nextId = useRef(0);
  const portsRef = useRef(ports);
  portsRef.current = ports;

  // The URL changed (Search, a page, Back, a link): the card shows its filters, and its page loads.
  useEffect(() => {
    const current = JSON.parse(key) as ActivityQuery;
    setDraft(filtersOf(current));
    const id = (nextId.current += 1);
    const abort = new AbortController();
    dispatch({ type: 'started', id });
    portsRef.current.filtered(filterRequest(current), abort.signal).then(
      (result) => {
        if (result.ok) dispatch({ type: 'loaded', id, page: result.data });
        else {
          if (!abort.signal.aborted) portsRef.current.log('transaction/filtered', result);
          dispatch({ type: 'failed', id });
        }
      },
      (error: unknown) => {
        portsRef.current.log('transaction/filtered', error);
        dispatch({ type: 'failed', id });
      },
    );
    return () => abort.abort();
  }, [key]);

  // The lists the Providers and Carriers selects offer, once.
  useEffect(() => {
    let live = true;
    const { providers: loadProviders, carriers: loadCarriers, log } = portsRef.current;
    void loadProviders().then((result) => {
      if (!live) return;
      if (result.ok) setProviders(result.data);
      else log('Transaction/GetProviders', result);
    });
    void loadCarriers().then((result) => {
      if (!live) return;
      if (result.ok) setCarriers(result.data);
      else log('topup/GetPhoneProviders', result);
    });
    return () => {
      live = false;
    };
  }, []);

  const edit = useCallback((change: Partial<ActivityFilters>) => {
    setDraft((current) => withTypeRules({ ...current, ...change }));
  }, []);

  const go = useCallback(
    (next: ActivityQuery) => {
      const href = activityHref(next);
      if (href !== activityHref(query)) navigate(href);
    },
    [navigate, query],
  );

  const download = useCallback(
    async (kind: ExportKind) => {
      if (exporting) return;
      setExporting(kind);
      const { exportFile, save, notify, log } = portsRef.current;
      try {
        const result = await exportFile(kind, exportRequest(query));
        if (result.ok) {
          save({ ...result.data, fileName: result.data.fileName || EXPORT_FILE_NAMES[kind] });
        } else {
          log(`export ${kind}`, result);
          notify('error', errorMessages.receiptDownloadFailed, TOAST_MEDIUM_MS);
        }
      } finally {
        setExporting(null);
      }
    },
    [exporting, query],
  );

  return {
    query,
    draft,
    results,
    providers,
    carriers,
    exporting,
    edit,
    search: () => go(searchQuery(query, draft)),
    // Clear All empties the filters and shows the first page (the page size stays).
    clearAll: () => {
      setDraft(filtersOf(emptyActivityQuery));
      go({ ...emptyActivityQuery, pageSize: query.pageSize });
    },
    goToPage: (pageNumber) => go({ ...query, pageNumber }),
    setPageSize: (pageSize) => go({ ...query, pageSize, pageNumber: 1 }),
    download,
  };
}
