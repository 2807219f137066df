import { createElement, use, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { caseStudyNames } from '../content/caseStudyNames';
import type * as UserLayoutExports from '../layout/user/UserLayout';

/**
 * The app's route table (spec 2.1): one line per route, each screen its own lazily loaded chunk.
 * Paths not in this table redirect to `/`; a path under one of these sections that matches no
 * route shows the 404 page inside the shell. To add a route, add a line.
 */
export interface AppRoute {
  /** A wouter pattern: `/case-studies/:review`, optional parameters with `?`. */
  path: string;
  /** The screen's name in the page title ("Yo | FAQs"); a function when it depends on params. */
  title: string | ((params: Record<string, string | undefined>) => string);
  screen: RouteScreen;
  /** Which frame the screen sits in: the public pages', or the signed-in one (spec 2.12). */
  layout: 'public' | 'user';
}

/** A screen in its own chunk: it suspends until loaded, unless `preload` was awaited first. */
export type RouteScreen = ComponentType & { preload: () => Promise<ComponentType> };

const RELOADED_KEY = 'yo.reloadedForNewVersion';

/**
 * A lazily loaded screen. Awaiting `preload` before the first render (the current route, and each
 * page the build prerenders) lets it render at once, so a prerendered page is hydrated with the
 * same content, never a loader. When its chunk cannot be fetched (a new version was deployed
 * and the old files are gone), the page reloads once to pick up the new version.
 */
const screen = (load: () => Promise<{ default: ComponentType }>): RouteScreen => {
  // React's `use` reads a settled promise's `status` and `value` and then renders at once.
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    if (loading) return loading;
    const promise: Promise<ComponentType> = load().then(
      (module) => {
        if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RELOADED_KEY);
        return module.default;
      },
      (error: unknown) => {
        if (sessionStorage.getItem(RELOADED_KEY) || !navigator.onLine) throw error;
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      },
    );
    promise.then(
      (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
      () => {
        // The screen's error boundary shows the failure when `use` throws it.
      },
    );
    return (loading = promise);
  };
  function Screen() {
    return createElement(use(preload()));
  }
  return Object.assign(Screen, { preload });
};

export const appRoutes: AppRoute[] = [
  // Public information pages (issue 7)
  {
    path: '/',
    title: 'Home',
    layout: 'public',
    screen: screen(() => import('../screens/home/HomeScreen')),
  },
  {
    path: '/about',
    title: 'About Us',
    layout: 'public',
    screen: screen(() => import('../screens/about/AboutScreen')),
  },
  {
    path: '/donate',
    title: 'Donate',
    layout: 'public',
    screen: screen(() => import('../screens/donate/DonateScreen')),
  },
  {
    path: '/contact',
    title: 'Contact Us',
    layout: 'public',
    screen: screen(() => import('../screens/contact/ContactScreen')),
  },
  {
    path: '/optout',
    title: 'Cookie Preferences',
    layout: 'public',
    screen: screen(() => import('../screens/optout/OptOutScreen')),
  },
  {
    path: '/billpay',
    title: 'Bill Pay',
    layout: 'public',
    screen: screen(() => import('../screens/billpay/BillPayInfoScreen')),
  },
  // Quick bill pay (issue 6): /quickpay/{providerId?}/{accountNumber?}/{amount?}/{email?}, and
  // /quickpay/{charityId}/{charityCode} from the donate buttons.
  {
    path: '/quickpay/:providerId?/:accountNumber?/:amount?/:email?',
    title: 'Quick Bill Pay',
    layout: 'public',
    screen: screen(() => import('../screens/quickpay/QuickPayScreen')),
  },
  // Quick top-up (issue 15): the guest's 7-step stepper.
  {
    path: '/quicktopup',
    title: 'Quick Top Up',
    layout: 'public',
    screen: screen(() => import('../screens/quicktopup/QuickTopUpScreen')),
  },
  {
    path: '/topup',
    title: 'Top Up',
    layout: 'public',
    screen: screen(() => import('../screens/topup/TopUpInfoScreen')),
  },
  {
    path: '/partners',
    title: 'Collect Payments',
    layout: 'public',
    screen: screen(() => import('../screens/partners/PartnersScreen')),
  },
  {
    path: '/faq',
    title: 'FAQs',
    layout: 'public',
    screen: screen(() => import('../screens/faq/FaqScreen')),
  },
  {
    path: '/agents',
    title: 'Become an Agent',
    layout: 'public',
    screen: screen(() => import('../screens/agents/AgentsScreen')),
  },
  {
    path: '/collect-donations',
    title: 'Collect Donations',
    layout: 'public',
    screen: screen(() => import('../screens/donations/CollectDonationsScreen')),
  },
  {
    path: '/payment-gateway',
    title: 'Payment Gateway',
    layout: 'public',
    screen: screen(() => import('../screens/gateway/PaymentGatewayScreen')),
  },
  {
    path: '/case-studies',
    title: 'Partner Stories',
    layout: 'public',
    screen: screen(() => import('../screens/case-studies/CaseStudiesScreen')),
  },
  {
    path: '/case-studies/:review',
    title: caseStudyTitle,
    layout: 'public',
    screen: screen(() => import('../screens/case-studies/CaseStudyScreen')),
  },
  {
    path: '/secure',
    title: 'Security',
    layout: 'public',
    screen: screen(() => import('../screens/secure/SecureScreen')),
  },
  {
    path: '/OnboardingDocuments',
    title: 'Onboarding Documents',
    layout: 'public',
    screen: screen(() => import('../screens/onboarding/OnboardingDocumentsScreen')),
  },
  {
    path: '/AgentOnboardingDocuments',
    title: 'Agent Onboarding Documents',
    layout: 'public',
    screen: screen(() => import('../screens/onboarding/AgentOnboardingDocumentsScreen')),
  },
  {
    path: '/AgentLocations',
    title: 'Agent Locations',
    layout: 'public',
    screen: screen(() => import('../screens/agent-locations/AgentLocationsScreen')),
  },
  {
    path: '/scan2pay',
    title: 'Scan2Pay',
    layout: 'public',
    screen: screen(() => import('../screens/scan2pay/Scan2PayScreen')),
  },
  {
    path: '/scan2payGnS',
    title: 'Pay For Goods',
    layout: 'public',
    screen: screen(() => import('../screens/scan2pay/PayForGoodsScreen')),
  },
  // Signing in (issue 12): spec 2.3, 2.4, 2.9
  {
    path: '/login',
    title: 'Login',
    layout: 'public',
    screen: screen(() => import('../screens/login/LoginScreen')),
  },
  {
    path: '/signup/:referral?',
    title: 'Sign Up',
    layout: 'public',
    screen: screen(() => import('../screens/signup/SignUpScreen')),
  },
  {
    path: '/resetpassword',
    title: 'Reset Password',
    layout: 'public',
    screen: screen(() => import('../screens/reset-password/ResetPasswordScreen')),
  },
  // The signed-in area (spec 2.1, 2.12): exact paths, each behind the session guard.
  {
    path: '/user',
    title: 'Dashboard',
    layout: 'user',
    screen: screen(() => import('../screens/user/DashboardScreen')),
  },
  {
    path: '/user/billpay',
    title: 'Bill Pay',
    layout: 'user',
    screen: screen(() => import('../screens/user/UserBillPayScreen')),
  },
  {
    path: '/user/topup',
    title: 'Top Up',
    layout: 'user',
    screen: screen(() => import('../screens/user/UserTopUpScreen')),
  },
  {
    path: '/user/activity',
    title: 'Activity',
    layout: 'user',
    screen: screen(() => import('../screens/user/ActivityScreen')),
  },
  {
    path: '/user/account',
    title: 'Account',
    layout: 'user',
    screen: screen(() => import('../screens/user/AccountScreen')),
  },
  {
    path: '/user/aboutus',
    title: 'About Us',
    layout: 'user',
    screen: screen(() => import('../screens/about/AboutScreen')),
  },
  {
    path: '/user/contactus',
    title: 'Contact Us',
    layout: 'user',
    screen: screen(() => import('../screens/contact/ContactScreen')),
  },
  {
    path: '/user/faq',
    title: 'FAQs',
    layout: 'user',
    screen: screen(() => import('../screens/faq/FaqScreen')),
  },
];

function caseStudyTitle(params: Record<string, string | undefined>): string {
  const name = caseStudyNames[params.review ?? ''];
  return name ? `Partner Stories: ${name}` : 'Partner Stories';
}

/** The screen name for a route and its params. */
export function routeTitle(route: AppRoute, params: Record<string, string | undefined>): string {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}

function firstSegment(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
}

const sections = new Set(appRoutes.map((route) => firstSegment(route.path)).filter(Boolean));

/**
 * A path that matched no route: inside one of the app's sections (`/faq/extra`) it is an unknown
 * page of the shell (404); anywhere else it redirects to `/` (spec 2.1).
 */
export function unmatchedPathOutcome(path: string): 'not-found' | 'redirect-home' {
  return sections.has(firstSegment(path)) ? 'not-found' : 'redirect-home';
}

/** A route's path with its trailing optional parameters left out: `/signup/:referral?` is `/signup`. */
export function pathWithoutOptionalParams(pattern: string): string {
  return pattern.replace(/(\/:[^/]+\?)+$/, '') || '/';
}

/** The route a path opens, with its params, as the app's `<Switch>` matches it. */
export function routeFor(
  path: string,
): { route: AppRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of appRoutes) {
    const [matched, params] = matchRoute(parsePattern, route.path, path);
    if (matched) return { route, params };
  }
  return undefined;
}

/** Loads the screen of the route a path opens (if any), so the first render has it. */
type UserLayoutModule = typeof UserLayoutExports;
let userLayoutLoading: Promise<UserLayoutModule> | null = null;

/**
 * The signed-in frame's module, in a chunk of its own (App reads it with `use`); a /user route
 * preloads it with its screen, so, as a screen's, it then renders at once.
 */
export function loadUserLayout(): Promise<UserLayoutModule> {
  if (userLayoutLoading) return userLayoutLoading;
  const promise = import('../layout/user/UserLayout');
  promise.then(
    (module) => Object.assign(promise, { status: 'fulfilled', value: module }),
    () => {
      // Thrown where `use` reads it.
    },
  );
  return (userLayoutLoading = promise);
}

export async function preloadRoute(path: string): Promise<void> {
  const match = routeFor(path);
  await Promise.all([
    match?.route.screen.preload(),
    // Every /user path (a 404 too) renders inside the signed-in frame.
    /^\/user(\/|$)/i.test(path) ? loadUserLayout() : undefined,
  ]);
}
