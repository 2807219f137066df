import { BANNER_AUTOPLAY_MS, bannerPageName, errorMessages } from '@yo/domain';
import { BannerCarousel } from '@yo/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHydrating } from '../lib/useHydrating';
import { SERVED_BANNERS_ATTRIBUTE } from '../state/bannerKeys';
import { EMPTY_HIDDEN, hiddenBannersAtom, hideBanner, visibleBanners } from '../state/banners';
import { signedInAtom } from '../state/session';
import {
  bannerKey,
  loadBanners,
  servedBanners,
  takePendingBanners,
  takePrefetchedBanners,
  type LoadedBanners,
} from './bannerMessages';
import * as styles from './BannerArea.css';

/**
 * The page's banner messages (spec 2.2, 4.4): fetched for the page name of the current path,
 * sanitised, closeable ones hidden until the next day; the hidden list resets on route change.
 */
export function BannerArea() {
  const [location] = useLocation();
  const signedIn = useAtomValue(signedInAtom);
  const [hidden, setHidden] = useAtom(hiddenBannersAtom);
  const pageName = bannerPageName(location);
  const key = bannerKey(pageName, signedIn);
  // A prerendered page is hydrated with the banners the server rendered it with (none when it
  // served the page as built: the effect below loads them). Any other first page's banners were
  // loaded with the app's code (boot.tsx), when they came in time.
  const hydrating = useHydrating();
  const [loaded, setLoaded] = useState<LoadedBanners | null>(() =>
    hydrating ? servedBanners(key) : takePrefetchedBanners(key),
  );
  const loadedFor = useRef(loaded?.key ?? null);
  const previous = useRef(location);

  useEffect(() => {
    // Spec 4.4: the hidden choice resets when the route changes.
    if (previous.current !== location) {
      previous.current = location;
      setHidden(EMPTY_HIDDEN);
    }
  }, [location, setHidden]);

  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    let live = true;
    void (takePendingBanners(key) ?? loadBanners(pageName, signedIn)).then((banners) => {
      if (live) setLoaded(banners);
    });
    return () => {
      live = false;
      loadedFor.current = null;
    };
  }, [key, pageName, signedIn]);

  if (!loaded || loaded.key !== key) return null;
  const banners =
    loaded.state === 'failed'
      ? [
          {
            id: 'unavailable',
            message: escapeHtml(errorMessages.serviceUnavailable),
            closeable: false,
          },
        ]
      : hydrating
        ? // The server cannot know which the visitor closed: the head's check hides them.
          loaded.banners
        : visibleBanners(loaded.banners, hidden, Math.max(loaded.at, hidden.since));
  if (banners.length === 0) return null;
  return (
    <div
      className={styles.area}
      {...(hydrating
        ? { [SERVED_BANNERS_ATTRIBUTE]: banners.map((banner) => banner.id).join(' ') }
        : {})}
    >
      <BannerCarousel
        label="Announcements"
        banners={banners}
        autoplay
        autoplayInterval={BANNER_AUTOPLAY_MS}
        onDismiss={(id) => {
          const banner =
            loaded.state === 'ok' ? loaded.banners.find((b) => b.id === id) : undefined;
          if (banner) setHidden(hideBanner(hidden, banner, Date.now()));
        }}
      />
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
