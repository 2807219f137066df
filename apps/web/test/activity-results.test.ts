import type { PagedTransactions } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  initialResults,
  resultsStep,
  type ActivityResults,
  type ActivityResultsEvent,
} from '../src/flows/activity';

/** Spec 4.8: idle → pending on a fetch, back to idle on its answer; stale answers ignored. */

const page = (pageNumber: number): PagedTransactions => ({
  pagedItems: [],
  totalCount: 0,
  pageCount: 0,
  pageNumber,
  pageSize: 10,
});

const run = (events: ActivityResultsEvent[]): ActivityResults =>
  events.reduce(resultsStep, initialResults);

describe('activity results', () => {
  it.each<[string, ActivityResultsEvent[], ActivityResults]>([
    ['nothing yet', [], { status: 'idle', latest: 0, page: null, failed: false }],
    [
      'a fetch starts',
      [{ type: 'started', id: 1 }],
      { status: 'pending', latest: 1, page: null, failed: false },
    ],
    [
      'its answer arrives',
      [
        { type: 'started', id: 1 },
        { type: 'loaded', id: 1, page: page(1) },
      ],
      { status: 'idle', latest: 1, page: page(1), failed: false },
    ],
    [
      'it fails: nothing shown',
      [
        { type: 'started', id: 1 },
        { type: 'loaded', id: 1, page: page(1) },
        { type: 'started', id: 2 },
        { type: 'failed', id: 2 },
      ],
      { status: 'idle', latest: 2, page: null, failed: true },
    ],
    [
      'a newer fetch while one is pending stays pending',
      [
        { type: 'started', id: 1 },
        { type: 'started', id: 2 },
      ],
      { status: 'pending', latest: 2, page: null, failed: false },
    ],
    [
      "the older fetch's answer is ignored",
      [
        { type: 'started', id: 1 },
        { type: 'started', id: 2 },
        { type: 'loaded', id: 1, page: page(1) },
      ],
      { status: 'pending', latest: 2, page: null, failed: false },
    ],
    [
      "the older fetch's failure is ignored",
      [
        { type: 'started', id: 1 },
        { type: 'started', id: 2 },
        { type: 'failed', id: 1 },
      ],
      { status: 'pending', latest: 2, page: null, failed: false },
    ],
    [
      'an older answer after the newer one changes nothing',
      [
        { type: 'started', id: 1 },
        { type: 'started', id: 2 },
        { type: 'loaded', id: 2, page: page(2) },
        { type: 'loaded', id: 1, page: page(1) },
      ],
      { status: 'idle', latest: 2, page: page(2), failed: false },
    ],
    [
      'a start with an old id is ignored',
      [
        { type: 'started', id: 2 },
        { type: 'started', id: 1 },
      ],
      { status: 'pending', latest: 2, page: null, failed: false },
    ],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});
