import { fetchBannerMessages } from '@yo/domain';
import { apiSettings } from '../app/apiSettings';

/**
 * A visitor's banners through @yo/domain's light fetch (no API client). A chunk of its own: the
 * first page comes with its banners, so only a later page, or one served without them, loads it.
 */
export function fetchGuestBanners(pageName: string) {
  return fetchBannerMessages(apiSettings, pageName);
}
