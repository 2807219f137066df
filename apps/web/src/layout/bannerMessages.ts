import { bannerPageName, type BannerMessage } from '@yo/domain';
import { servedPage } from './servedPage';

/** A page's banner messages as loaded, for one page name and sign-in state (its key). */
export type LoadedBanners =
  | { key: string; state: 'ok'; banners: BannerMessage[]; at: number }
  | { key: string; state: 'failed' };

export function bannerKey(pageName: string, signedIn: boolean): string {
  return `${pageName}:${signedIn}`;
}

/**
 * `Banner/GetBannerMessages` for a page name (spec 2.2, 4.4). A visitor's come through @yo/domain's
 * light fetch (guestBanners.ts), so the public pages do not load the API client for them; a
 * signed-in customer's through the app's client (already loaded by the signed-in frame), with the
 * user token.
 */
export async function loadBanners(pageName: string, signedIn: boolean): Promise<LoadedBanners> {
  const key = bannerKey(pageName, signedIn);
  const result = signedIn
    ? await (
        await import('../app/api')
      ).api.call('bannerMessages', { query: { pageName, isRegistered: true } })
    : await (await import('./guestBanners')).fetchGuestBanners(pageName);
  return result.ok
    ? { key, state: 'ok', banners: result.data, at: Date.now() }
    : { key, state: 'failed' };
}

/**
 * The banners the page was served with (servedPage.ts), as this key's: for the hydrating render
 * only, which is of the page served (a visitor's: a stored session's page is rendered anew, not
 * hydrated).
 */
export function servedBanners(key: string): LoadedBanners | null {
  const page = servedPage();
  return page?.data.banners ? { key, state: 'ok', banners: page.data.banners, at: page.at } : null;
}

let prefetched: { key: string; request: Promise<LoadedBanners>; banners?: LoadedBanners } | null =
  null;

/**
 * Loads the first page's banners while the app's code loads, so its first render has them: the
 * page is drawn once with its banners instead of moving down when they arrive.
 */
export async function prefetchBanners(path: string, signedIn: boolean): Promise<void> {
  const pageName = bannerPageName(path);
  const request = loadBanners(pageName, signedIn);
  const entry: NonNullable<typeof prefetched> = { key: bannerKey(pageName, signedIn), request };
  prefetched = entry;
  entry.banners = await request;
}

/** The prefetched banners if they are this key's and have come; each prefetch is handed out once. */
export function takePrefetchedBanners(key: string): LoadedBanners | null {
  if (prefetched?.key !== key || !prefetched.banners) return null;
  const banners = prefetched.banners;
  prefetched = null;
  return banners;
}

/**
 * The prefetch of this key's banners, come or still under way (a hydrated page renders before
 * they come): handed out once, so the banner area does not ask for them again.
 */
export function takePendingBanners(key: string): Promise<LoadedBanners> | null {
  if (prefetched?.key !== key) return null;
  const request = prefetched.request;
  prefetched = null;
  return request;
}
