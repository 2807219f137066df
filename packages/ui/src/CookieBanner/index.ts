export { CookieBanner } from './CookieBanner.js';
export type { CookieBannerProps, CookiePreferences } from './CookieBanner.js';
