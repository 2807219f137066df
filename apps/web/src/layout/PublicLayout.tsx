import { BACK_TO_TOP_THRESHOLD_PX } from '@yo/domain';
import { BackToTop } from '@yo/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { signedInAtom } from '../state/session';
import { BannerArea } from './BannerArea';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { BusyLoader, SKIP_LINK_TEXT, SkipLink } from './FrameParts';
import { Header } from './Header';
import { isPaymentPage } from './navigation';
import { OfflineNotice } from './OfflineNotice';
import * as styles from './PublicLayout.css';

/**
 * The public pages' frame (spec 2.2): skip link, header, banners, the screen, footer, back to top,
 * the full-screen loader (for work that takes a moment) and cookie consent. A stored session goes
 * to /user instead (spec 2.1).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  const [path] = useLocation();
  if (signedIn) return <Redirect to="/user" replace />;
  return (
    <div className={styles.shell}>
      <SkipLink href="#main">{SKIP_LINK_TEXT}</SkipLink>
      <Header />
      <OfflineNotice />
      <BannerArea />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      {isPaymentPage(path) ? null : (
        <BackToTop threshold={BACK_TO_TOP_THRESHOLD_PX} targetId="main" />
      )}
      <BusyLoader />
      <CookieConsent />
    </div>
  );
}
