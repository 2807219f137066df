/**
 * Where closed banners are kept, and the mark of the banners a page was served with. No imports:
 * the build also reads these for the check in the page's head.
 */
export const HIDDEN_BANNERS_KEY = 'yo.hiddenBanners';
/**
 * On the banner area of a page served with its banners, until it is hydrated: their ids, so the
 * head's check hides the area before the first paint when the visitor closed one of them today.
 */
export const SERVED_BANNERS_ATTRIBUTE = 'data-served-banners';
