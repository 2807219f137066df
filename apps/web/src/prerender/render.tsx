import { pageTitle } from '@yo/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../app/App';
import { appRoutes, pathWithoutOptionalParams, routeFor, routeTitle } from '../app/routes';
import { caseStudyNames } from '../content/caseStudyNames';
import { servePage, servedPageElement, type ServedPageData } from '../layout/servedPage';

export { servedPageElement, type ServedPageData };
export { ROUTE_CHUNKS_ID } from '../app/bootKeys';

/**
 * Build-time prerendering of the public pages (run by scripts/prerender.mjs on the server build):
 * each page's HTML and styles, so it paints before any script has loaded. The browser then
 * hydrates it (boot.tsx): the same content, so React keeps the HTML and only attaches to it.
 * The API renders a page again with the data it serves it with (its banners, the carriers'
 * top-up range: apps/api src/web), from
 * this module as the build leaves it in dist/server.
 */

/**
 * Every public route without required parameters (/quickpay and /signup without their optional
 * ones), and each case study. The signed-in area needs a session the build does not have, and
 * /resetpassword depends on its query (the link's ref).
 */
export function prerenderPaths(): string[] {
  const fixed = appRoutes
    .filter((route) => route.layout === 'public' && route.path !== '/resetpassword')
    .map((route) => pathWithoutOptionalParams(route.path))
    .filter((path) => !path.includes(':'));
  const studies = Object.keys(caseStudyNames).map((slug) => `/case-studies/${slug}`);
  return [...fixed, ...studies];
}

export interface PrerenderedPage {
  title: string;
  /** The app's markup for the root element. */
  html: string;
}

/** Renders a page: as built (no served data), or with the data it is served with. */
export async function renderPage(
  path: string,
  data: ServedPageData | null = null,
): Promise<PrerenderedPage> {
  const match = routeFor(path);
  if (!match) throw new Error(`No route for ${path}`);
  await match.route.screen.preload();
  const ssrContext: { redirectTo?: string } = {};
  // Synchronous from here: no other page's render can see this page's data.
  servePage(data);
  let html: string;
  try {
    html = renderToString(
      <Router ssrPath={path} ssrContext={ssrContext}>
        <App />
      </Router>,
    );
  } finally {
    servePage(null);
  }
  if (ssrContext.redirectTo) throw new Error(`${path} redirects to ${ssrContext.redirectTo}`);
  return { title: pageTitle(routeTitle(match.route, match.params)), html };
}
