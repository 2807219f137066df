import { HIDDEN_BANNERS_RESET_MS, type BannerMessage } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  currentHidden,
  EMPTY_HIDDEN,
  hideBanner,
  loadHidden,
  localDay,
  saveHidden,
  visibleBanners,
} from '../src/state/banners';

const closeable: BannerMessage = { id: 1, message: '<p>One</p>', closeable: true };
const fixed: BannerMessage = { id: 2, message: '<p>Two</p>', closeable: false };
const other: BannerMessage = { id: 3, message: '<p>Three</p>', closeable: true };
const morning = new Date(2026, 10, 22, 9, 0, 0).getTime();

describe('hidden banners (spec 4.4)', () => {
  it('hides a closed closeable banner for the rest of the day', () => {
    const hidden = hideBanner(EMPTY_HIDDEN, closeable, morning);
    expect(hidden).toEqual({ ids: [1], day: localDay(morning), since: morning });
    expect(visibleBanners([closeable, fixed, other], hidden, morning + 3_600_000)).toEqual([
      fixed,
      other,
    ]);
  });

  it('never hides a banner that is not closeable', () => {
    expect(hideBanner(EMPTY_HIDDEN, fixed, morning)).toBe(EMPTY_HIDDEN);
  });

  it('shows the banner again the next day', () => {
    const evening = new Date(2026, 10, 22, 23, 0, 0).getTime();
    const hidden = hideBanner(EMPTY_HIDDEN, closeable, evening);
    const nextMorning = new Date(2026, 10, 23, 0, 30, 0).getTime();
    expect(visibleBanners([closeable], hidden, nextMorning)).toEqual([closeable]);
    expect(currentHidden(hidden, nextMorning)).toEqual(EMPTY_HIDDEN);
  });

  it('resets the list 24 hours after it was started', () => {
    const hidden = { ids: [1], day: localDay(morning + HIDDEN_BANNERS_RESET_MS), since: morning };
    expect(currentHidden(hidden, morning + HIDDEN_BANNERS_RESET_MS)).toEqual(EMPTY_HIDDEN);
    expect(currentHidden(hidden, morning + HIDDEN_BANNERS_RESET_MS - 1).ids).toEqual([1]);
  });

  it('adds to a running list without moving its start', () => {
    const first = hideBanner(EMPTY_HIDDEN, closeable, morning);
    const both = hideBanner(first, other, morning + 60_000);
    expect(both).toEqual({ ids: [1, 3], day: localDay(morning), since: morning });
  });

  it('keeps the list in localStorage and ignores damaged values', () => {
    const hidden = hideBanner(EMPTY_HIDDEN, closeable, morning);
    saveHidden(hidden, localStorage);
    expect(loadHidden(localStorage)).toEqual(hidden);
    localStorage.setItem('yo.hiddenBanners', '{nope');
    expect(loadHidden(localStorage)).toEqual(EMPTY_HIDDEN);
    saveHidden(EMPTY_HIDDEN, localStorage);
    expect(localStorage.getItem('yo.hiddenBanners')).toBeNull();
  });
});
