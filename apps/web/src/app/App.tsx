import { Provider as JotaiProvider } from 'jotai';
import { errorMessages, screenText } from '@yo/domain';
import { ErrorPanel, ToastRegion } from '@yo/ui';
import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { PublicLayout } from '../layout/PublicLayout';
import { RouteLoading } from '../layout/RouteLoading';
import { useContactPath } from '../layout/user/useContactPath';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import {
  appRoutes,
  loadUserLayout,
  routeTitle,
  unmatchedPathOutcome,
  type AppRoute,
} from './routes';
import { appStore } from './store';
import { appToasts } from './toasts';
import { usePageTitle } from './usePageTitle';

/** The signed-in frame in a chunk of its own: the public pages never load its menu and drawer. */
function UserLayout({ children }: { children: ReactNode }) {
  const { UserLayout: Frame } = use(loadUserLayout());
  return <Frame>{children}</Frame>;
}

/** @yo/ui's links and menu items navigate through wouter, without a page load. */
function Navigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** A screen that could not load (offline, or a failed chunk) shows the generic error panel. */
class ScreenErrorBoundary extends Component<
  { children: ReactNode; contactHref: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={errorMessages.somethingWentWrong}
        message={errorMessages.somethingWentWrongDetail}
        headingLevel={1}
        onTryAgain={() => window.location.reload()}
        tryAgainLabel={screenText.tryAgain}
        contactHref={this.props.contactHref}
        contactLabel={screenText.contactUs}
      />
    );
  }
}

function RouteScreen({ route }: { route: AppRoute }) {
  const params = useParams();
  usePageTitle(routeTitle(route, params));
  const Screen = route.screen;
  const contactHref = useContactPath();
  return (
    <ScreenErrorBoundary key={route.path} contactHref={contactHref}>
      <Suspense fallback={<RouteLoading />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function NotFound() {
  usePageTitle('Page not found');
  return <NotFoundScreen />;
}

/** A public path that matched no route: 404 inside a known section, else home (spec 2.1). */
function Unmatched() {
  const [location] = useLocation();
  return unmatchedPathOutcome(location) === 'not-found' ? (
    <NotFound />
  ) : (
    <Redirect to="/" replace />
  );
}

const publicRoutes = appRoutes.filter((route) => route.layout === 'public');
const userRoutes = appRoutes.filter((route) => route.layout === 'user');

function RouteSwitch({ routes, fallback }: { routes: AppRoute[]; fallback: ReactNode }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteScreen route={route} />
        </Route>
      ))}
      <Route>{fallback}</Route>
    </Switch>
  );
}

export function Routes() {
  const [location] = useLocation();
  // The signed-in area (spec 2.1): exact routes; any other /user path is a 404 inside its frame.
  if (/^\/user(\/|$)/i.test(location)) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <UserLayout>
          <RouteSwitch routes={userRoutes} fallback={<NotFound />} />
        </UserLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <RouteSwitch routes={publicRoutes} fallback={<Unmatched />} />
    </PublicLayout>
  );
}

export function App() {
  // Marks the page's root once the app has hydrated or rendered it (its effects run after all
  // of the first screen's), for the browser tests to wait on.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-started', '');
  }, []);
  return (
    <JotaiProvider store={appStore}>
      <Navigation>
        <ScrollToTopOnNavigate />
        <Routes />
        <ToastRegion queue={appToasts} />
      </Navigation>
    </JotaiProvider>
  );
}
