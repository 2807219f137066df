import type { PagedTransactions } from '@yo/domain';

/**
 * The activity results (spec 4.8): loading goes idle → pending when a fetch starts, back to idle
 * when the latest fetch answers; an answer to an older fetch is ignored. A failed fetch is only
 * logged (section 8): the results show nothing. Pure.
 */
export interface ActivityResults {
  status: 'idle' | 'pending';
  /** The id of the newest fetch started; only its answer counts. */
  latest: number;
  /** The page shown; null before the first answer and after a failure. */
  page: PagedTransactions | null;
  failed: boolean;
}

export type ActivityResultsEvent =
  | { type: 'started'; id: number }
  | { type: 'loaded'; id: number; page: PagedTransactions }
  | { type: 'failed'; id: number };

export const initialResults: ActivityResults = {
  status: 'idle',
  latest: 0,
  page: null,
  failed: false,
};

export function resultsStep(state: ActivityResults, event: ActivityResultsEvent): ActivityResults {
  switch (event.type) {
    case 'started':
      // A fetch while another is pending keeps the status and makes the older one stale.
      return event.id > state.latest ? { ...state, status: 'pending', latest: event.id } : state;
    case 'loaded':
      if (event.id !== state.latest) return state;
      return { status: 'idle', latest: state.latest, page: event.page, failed: false };
    case 'failed':
      if (event.id !== state.latest) return state;
      return { status: 'idle', latest: state.latest, page: null, failed: true };
  }
}
