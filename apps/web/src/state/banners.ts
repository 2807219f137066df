import { HIDDEN_BANNERS_RESET_MS, type BannerMessage } from '@yo/domain';
import { atom } from 'jotai';
import { HIDDEN_BANNERS_KEY } from './bannerKeys';

/**
 * Banners a visitor closed (spec 4.4): a closed banner stays hidden until the next day, the list
 * resets 24 hours after it was started, and it resets when the route changes.
 */
export interface HiddenBanners {
  /** Ids of the closed banners. */
  ids: number[];
  /** The local calendar day (YYYY-MM-DD) the banners were closed on. */
  day: string;
  /** When the first banner of the list was closed (ms since epoch). */
  since: number;
}

export const EMPTY_HIDDEN: HiddenBanners = { ids: [], day: '', since: 0 };

export function localDay(now: number): string {
  const date = new Date(now);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The list as it stands now: empty once the day has changed or 24 hours have passed. */
export function currentHidden(hidden: HiddenBanners, now: number): HiddenBanners {
  if (hidden.ids.length === 0) return EMPTY_HIDDEN;
  if (hidden.day !== localDay(now) || now - hidden.since >= HIDDEN_BANNERS_RESET_MS) {
    return EMPTY_HIDDEN;
  }
  return hidden;
}

/** Closing a banner: only closeable ones can be hidden. */
export function hideBanner(
  hidden: HiddenBanners,
  banner: BannerMessage,
  now: number,
): HiddenBanners {
  if (!banner.closeable) return hidden;
  const current = currentHidden(hidden, now);
  if (current.ids.includes(banner.id)) return current;
  return current.ids.length === 0
    ? { ids: [banner.id], day: localDay(now), since: now }
    : { ...current, ids: [...current.ids, banner.id] };
}

export function visibleBanners(
  banners: readonly BannerMessage[],
  hidden: HiddenBanners,
  now: number,
): BannerMessage[] {
  const { ids } = currentHidden(hidden, now);
  return banners.filter((banner) => !ids.includes(banner.id));
}

export function loadHidden(storage: Storage = localStorage): HiddenBanners {
  try {
    const value = JSON.parse(storage.getItem(HIDDEN_BANNERS_KEY) ?? 'null') as HiddenBanners | null;
    if (
      value &&
      Array.isArray(value.ids) &&
      value.ids.every((id) => Number.isInteger(id)) &&
      typeof value.day === 'string' &&
      typeof value.since === 'number'
    ) {
      return value;
    }
  } catch {
    // A damaged value counts as nothing hidden.
  }
  return EMPTY_HIDDEN;
}

export function saveHidden(hidden: HiddenBanners, storage: Storage = localStorage): void {
  if (hidden.ids.length === 0) storage.removeItem(HIDDEN_BANNERS_KEY);
  else storage.setItem(HIDDEN_BANNERS_KEY, JSON.stringify(hidden));
}

const baseHiddenAtom = atom<HiddenBanners>(
  typeof localStorage === 'undefined' ? EMPTY_HIDDEN : loadHidden(),
);

/** The hidden list, kept in localStorage so a reload on the same page keeps a banner closed. */
export const hiddenBannersAtom = atom(
  (get) => get(baseHiddenAtom),
  (_get, set, next: HiddenBanners) => {
    set(baseHiddenAtom, next);
    saveHidden(next);
  },
);
