import { pageTitle } from '@yo/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../app/App';
import { appRoutes, pathWithoutOptionalParams, routeFor, routeTitle } from '../app/routes';
import { caseStudyNames } from '../content/caseStudyNames';

/**
 * Build-time prerendering of the public pages (run by scripts/prerender.mjs on the server build):
 * each page's HTML and styles, so it paints before any script has loaded. The browser then
 * hydrates it (boot.tsx): the same content, so React keeps the HTML and only attaches to it.
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

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const match = routeFor(path);
  if (!match) throw new Error(`No route for ${path}`);
  await match.route.screen.preload();
  const ssrContext: { redirectTo?: string } = {};
  const html = renderToString(
    <Router ssrPath={path} ssrContext={ssrContext}>
      <App />
    </Router>,
  );
  if (ssrContext.redirectTo) throw new Error(`${path} redirects to ${ssrContext.redirectTo}`);
  return { title: pageTitle(routeTitle(match.route, match.params)), html };
}
