import { COOKIE_DECLINE_DAYS, type CookieConsent } from '@yo/domain';
import { atom } from 'jotai';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from './consentKeys';

/**
 * Cookie consent (spec 2.16): accepted is a flag in localStorage; declined is a cookie valid for
 * 10 days. Unknown (neither) shows the banner.
 */
export { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from './consentKeys';

export type ConsentState = CookieConsent | null;

export function readConsent(
  storage: Storage = localStorage,
  cookies: string = document.cookie,
): ConsentState {
  try {
    const stored = JSON.parse(
      storage.getItem(CONSENT_STORAGE_KEY) ?? 'null',
    ) as CookieConsent | null;
    if (stored?.choice === 'accepted') {
      return { choice: 'accepted', necessary: true, analytics: stored.analytics !== false };
    }
  } catch {
    // An unreadable flag counts as no choice.
  }
  const declined = cookies
    .split(';')
    .some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=declined`));
  return declined ? { choice: 'declined', necessary: true, analytics: false } : null;
}

export function declineCookie(now: number = Date.now()): string {
  const expires = new Date(now + COOKIE_DECLINE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  return `${CONSENT_COOKIE}=declined; expires=${expires}; path=/; SameSite=Lax`;
}

/** Stores a choice the way 2.16 says and returns the state to keep. */
export function storeConsent(
  analytics: boolean,
  storage: Storage = localStorage,
  setCookie: (cookie: string) => void = (cookie) => (document.cookie = cookie),
): CookieConsent {
  if (analytics) {
    const consent: CookieConsent = { choice: 'accepted', necessary: true, analytics: true };
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    return consent;
  }
  storage.removeItem(CONSENT_STORAGE_KEY);
  setCookie(declineCookie());
  return { choice: 'declined', necessary: true, analytics: false };
}

/** /optout's Reset Preferences: the stored value and the cookie go (the page then reloads). */
export function clearConsent(
  storage: Storage = localStorage,
  setCookie: (cookie: string) => void = (cookie) => (document.cookie = cookie),
): void {
  storage.removeItem(CONSENT_STORAGE_KEY);
  setCookie(`${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}

/** The self-hosted analytics script; nothing loads when it is not configured. */
export const ANALYTICS_URL: string = import.meta.env.VITE_ANALYTICS_URL ?? '';

export function loadAnalytics(url: string = ANALYTICS_URL): boolean {
  if (!url || document.querySelector('script[data-yo-analytics]')) return false;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.yoAnalytics = 'true';
  document.head.append(script);
  return true;
}

export const consentAtom = atom<ConsentState>(
  typeof document === 'undefined' ? null : readConsent(),
);
