/**
 * Where a cookie choice is kept (spec 2.16): the accepted flag in localStorage, the declined
 * cookie. No imports: the build also reads these for the check in the page's head.
 */
export const CONSENT_STORAGE_KEY = 'yo.cookieConsent';
export const CONSENT_COOKIE = 'yo_cookie_consent';
/** Set on <html> before the first paint when a choice was made: the prerendered banner hides. */
export const CONSENT_MADE_ATTRIBUTE = 'data-cookie-choice';
/** Marks the cookie banner, for that rule. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
