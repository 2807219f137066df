import { CookieBanner } from '@yo/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useHydrating } from '../lib/useHydrating';
import { consentAtom, loadAnalytics, storeConsent } from '../state/consent';
import { COOKIE_BANNER_ATTRIBUTE } from '../state/consentKeys';

/**
 * Spec 2.16 with @yo/ui's CookieBanner: accepted stores a local flag and loads analytics;
 * declined sets a 10-day cookie. The banner shows while the choice is unknown.
 */
export function CookieConsent() {
  const [consent, setConsent] = useAtom(consentAtom);
  // The prerendered page has the banner (the build knows no choice): hydration keeps it, and the
  // render after it removes it when a choice is stored.
  const hydrating = useHydrating();

  useEffect(() => {
    if (consent?.choice === 'accepted' && consent.analytics) loadAnalytics();
  }, [consent]);

  if (consent !== null && !hydrating) return null;
  const choose = (analytics: boolean) => setConsent(storeConsent(analytics));
  // Marked so that a prerendered banner stays hidden for a visitor who has already chosen (the
  // check in the page's head runs before the first paint).
  return (
    <div {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}>
      <CookieBanner
        title="Cookies on Yo"
        message="We use necessary cookies to keep Yo working and secure. With your permission we also use analytics cookies to learn how our pages are used, so we can improve them."
        onAccept={() => choose(true)}
        onAllowAll={() => choose(true)}
        onSave={(preferences) => choose(preferences.analytics)}
      />
    </div>
  );
}
