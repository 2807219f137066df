import { BACK_TO_TOP_THRESHOLD_PX } from '@yo/domain';
import { BackToTop } from '@yo/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Redirect } from 'wouter';
import { signedInAtom } from '../state/session';
import { BannerArea } from './BannerArea';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { BusyLoader, SKIP_LINK_TEXT, SkipLink } from './FrameParts';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  /* The footer starts below the fold, so a screen arriving does not push it down (no shift). */
  min-height: 100vh;
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-5) var(--yo-space-4) var(--yo-space-8);
  &:focus {
    outline: none;
  }
`;

/**
 * The public pages' frame (spec 2.2): skip link, header, banners, the screen, footer, back to top,
 * the full-screen loader (for work that takes a moment) and cookie consent. A stored session goes
 * to /user instead (spec 2.1).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  if (signedIn) return <Redirect to="/user" replace />;
  return (
    <Shell>
      <SkipLink href="#main">{SKIP_LINK_TEXT}</SkipLink>
      <Header />
      <OfflineNotice />
      <BannerArea />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <BackToTop threshold={BACK_TO_TOP_THRESHOLD_PX} targetId="main" />
      <BusyLoader />
      <CookieConsent />
    </Shell>
  );
}
