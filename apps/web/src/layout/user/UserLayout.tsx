import { BACK_TO_TOP_THRESHOLD_PX } from '@yo/domain';
import { BackToTop } from '@yo/ui';
import { vars } from '@yo/ui/tokens';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor } from '../../app/session';
import { signedInAtom } from '../../state/session';
import { BannerArea } from '../BannerArea';
import { CookieConsent } from '../CookieConsent';
import { BusyLoader, SKIP_LINK_TEXT, SkipLink } from '../FrameParts';
import { isPaymentPage } from '../navigation';
import { OfflineNotice } from '../OfflineNotice';
import { UserAppBar } from './UserAppBar';
import { UserDrawer } from './UserDrawer';
import { customerIdentity, useCustomer } from './useCustomer';
import { useWideScreen } from './useWideScreen';

/** The app bar's height (64 px bar and its 1 px border): the permanent drawer sits below it. */
const APP_BAR_HEIGHT = '65px';

const Shell = styled.div`
  min-height: 100vh;
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
`;

/**
 * The permanent drawer's column, as tall as the page: the drawer's background and edge go all the
 * way down however long the screen is, while the drawer itself stays in view as the page scrolls.
 */
const SideColumn = styled.div`
  align-self: stretch;
  flex-shrink: 0;
  background-color: ${vars.color.surface.raised};
  box-shadow: inset -1px 0 0 ${vars.color.border.default};
`;

const Side = styled.div`
  position: sticky;
  top: ${APP_BAR_HEIGHT};
  flex-shrink: 0;
  height: calc(100vh - ${APP_BAR_HEIGHT});
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - ${APP_BAR_HEIGHT});
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-5) var(--yo-space-4) var(--yo-space-8);
  @media (min-width: 600px) {
    padding: var(--yo-space-6) var(--yo-space-5) var(--yo-space-8);
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The signed-in frame (spec 2.12): skip link, app bar, drawer, banners, the screen, back to top,
 * the full-screen loader and cookie consent. The drawer is permanent on wide screens; on smaller
 * ones the app bar's button opens it, and it closes when the page changes.
 */
function UserFrame({ path, children }: { path: string; children: ReactNode }) {
  const customer = customerIdentity(useCustomer());
  const wide = useWideScreen();
  // The temporary drawer is open on the page it was opened on: it closes on navigation, whatever
  // navigated (a drawer link, the logo, Back).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === path;
  const openDrawer = useCallback(() => setOpenOn(path), [path]);
  const setDrawerOpen = useCallback((open: boolean) => setOpenOn(open ? path : null), [path]);

  const drawer = (
    <UserDrawer path={path} wide={wide} isOpen={drawerOpen} onOpenChange={setDrawerOpen} />
  );
  return (
    <Shell>
      <SkipLink href="#main">{SKIP_LINK_TEXT}</SkipLink>
      <UserAppBar
        customer={customer}
        drawerButton={wide ? undefined : { isOpen: drawerOpen, open: openDrawer }}
      />
      <Body>
        {wide ? (
          <SideColumn data-testid="user-drawer-column">
            <Side>{drawer}</Side>
          </SideColumn>
        ) : (
          drawer
        )}
        <Column>
          <OfflineNotice />
          <BannerArea />
          <Main id="main" tabIndex={-1}>
            {children}
          </Main>
        </Column>
      </Body>
      {isPaymentPage(path) ? null : (
        <BackToTop threshold={BACK_TO_TOP_THRESHOLD_PX} targetId="main" />
      )}
      <BusyLoader />
      <CookieConsent />
    </Shell>
  );
}

/**
 * The signed-in area's guard and frame. Without a session, every /user route goes to /login,
 * which brings the customer back here after signing in (spec 2.1, 4.3).
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  const [location] = useLocation();
  const search = useSearch();
  if (!signedIn)
    return <Redirect to={loginPathFor(location + (search ? `?${search}` : ''))} replace />;
  return <UserFrame path={location}>{children}</UserFrame>;
}
