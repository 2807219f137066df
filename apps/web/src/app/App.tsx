import { Provider as JotaiProvider } from 'jotai';
import {
  Component,
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { PublicLayout } from '../layout/PublicLayout';
import { RouteLoading } from '../layout/RouteLoading';
import { useContactPath } from '../layout/user/useContactPath';
import {
  appRoutes,
  loadUserLayout,
  routeTitle,
  unmatchedPathOutcome,
  type AppRoute,
} from './routes';
import { appStore } from './store';
import { subscribeToToasts, toastsWanted } from './toasts';
import { usePageTitle } from './usePageTitle';

/** The signed-in frame in a chunk of its own: the public pages never load its menu and drawer. */
function UserLayout({ children }: { children: ReactNode }) {
  const { UserLayout: Frame } = use(loadUserLayout());
  return <Frame>{children}</Frame>;
}

const ToastHost = lazy(() => import('./ToastHost'));
// Seldom needed, so not part of a page's first load.
const loadScreenError = () => import('./ScreenError');
const ScreenError = lazy(loadScreenError);
const NotFoundScreen = lazy(() =>
  import('../screens/not-found/NotFoundScreen').then((screen) => ({
    default: screen.NotFoundScreen,
  })),
);

/** The toast region, loaded with the first toast (never during hydration: none is wanted then). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** @yo/ui's links and menu items navigate through wouter, without a page load. */
function Navigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const firstLocation = useRef(location);
  useEffect(() => {
    window.scrollTo(0, 0);
    // The first page's screen is loaded before it renders; a later one may fail to load (the
    // network gone), and its error panel must then be at hand: it loads with the first move.
    if (location !== firstLocation.current) void loadScreenError();
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
      <Suspense fallback={<RouteLoading />}>
        <ScreenError contactHref={this.props.contactHref} />
      </Suspense>
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
  return (
    <Suspense fallback={<RouteLoading />}>
      <NotFoundScreen />
    </Suspense>
  );
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
        <Toasts />
      </Navigation>
    </JotaiProvider>
  );
}
