import { BACK_TO_TOP_THRESHOLD_PX } from '@yo/domain';
import { BackToTop, FullScreenLoader } from '@yo/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Redirect } from 'wouter';
import { isBusyAtom } from '../state/busy';
import { signedInAtom } from '../state/session';
import { BannerArea } from './BannerArea';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { useLoaderDelay } from './useLoaderDelay';

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

const SkipLink = styled.a`
  position: absolute;
  left: var(--yo-space-2);
  top: -100px;
  z-index: 30;
  padding: var(--yo-space-2) var(--yo-space-4);
  background: var(--yo-color-surface-raised);
  color: var(--yo-color-text-link);
  border-radius: var(--yo-radius-small);
  &:focus {
    top: var(--yo-space-2);
    outline: 3px solid var(--yo-color-focus);
  }
`;

/** The full-screen loader for busy work: its own component, so the frame does not re-render. */
function BusyLoader() {
  return <FullScreenLoader isOpen={useLoaderDelay(useAtomValue(isBusyAtom))} label="Loading" />;
}

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
      <SkipLink href="#main">Skip to main content</SkipLink>
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
