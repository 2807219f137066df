import { COOKIE_DECLINE_DAYS } from '@yo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearConsent,
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  declineCookie,
  loadAnalytics,
  readConsent,
  storeConsent,
} from '../src/state/consent';

afterEach(() => {
  localStorage.clear();
  clearConsent();
  document.querySelectorAll('script[data-yo-analytics]').forEach((script) => script.remove());
});

describe('cookie consent (spec 2.16)', () => {
  it('is unknown at first', () => {
    expect(readConsent()).toBeNull();
  });

  it('stores an accepted choice as a local flag', () => {
    expect(storeConsent(true)).toEqual({ choice: 'accepted', necessary: true, analytics: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      choice: 'accepted',
    });
    expect(readConsent()).toMatchObject({ choice: 'accepted', analytics: true });
  });

  it('stores a declined choice as a cookie valid for 10 days', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = declineCookie(now);
    expect(cookie).toContain(`${CONSENT_COOKIE}=declined`);
    const expires = new Date(/expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(expires - now).toBe(COOKIE_DECLINE_DAYS * 24 * 60 * 60 * 1000);

    expect(storeConsent(false)).toEqual({ choice: 'declined', necessary: true, analytics: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=declined`);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsent()).toMatchObject({ choice: 'declined' });
  });

  it('Reset Preferences clears both the flag and the cookie', () => {
    storeConsent(true);
    storeConsent(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: 'accepted' }));
    clearConsent();
    expect(readConsent()).toBeNull();
  });

  it('loads the analytics script only when a URL is configured, once', () => {
    expect(loadAnalytics('')).toBe(false);
    expect(loadAnalytics('/analytics/script.js')).toBe(true);
    expect(loadAnalytics('/analytics/script.js')).toBe(false);
    expect(document.querySelectorAll('script[data-yo-analytics]')).toHaveLength(1);
  });
});
