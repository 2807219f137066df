import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { App } from './app/App';
import { ROUTE_CHUNKS_ATTRIBUTE } from './app/bootKeys';
import { preloadRoute } from './app/routes';
import { prefetchBanners } from './layout/bannerMessages';
import { readServedPage, servePage } from './layout/servedPage';
import { readSignedIn } from './state/session';
import { registerServiceWorker } from './sw/register';

/** How long the first render of a page that was not prerendered waits for its banners. */
const BANNER_WAIT_MS = 500;

/**
 * The words every hydration error is logged with: a prerendered page that does not match its
 * first render is a bug (the browser tests fail on it), not something to repair quietly.
 */
const HYDRATION_ERROR_PREFIX = 'Hydration error:';

function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error(HYDRATION_ERROR_PREFIX, error, info.componentStack ?? '');
}

const rootElement = document.getElementById('root')!;
const path = window.location.pathname;
// A stored session leaves the public pages for /user at once: such a page is rendered anew,
// not hydrated, and its banners are not needed.
const signedIn = readSignedIn();
const hydrate = rootElement.hasAttribute('data-prerendered') && !signedIn;
// A page comes with its served data (servedPage.ts): the top-up range, and a prerendered page's
// banners, rendered in place by the server (none when it could not read them: they are loaded
// here then, and added when they come). A page rendered anew keeps the range only.
const page = readServedPage();
const served = hydrate ? page : page && { ...(page.topUpRange && { topUpRange: page.topUpRange }) };
servePage(served);
const banners =
  signedIn || served?.banners
    ? Promise.resolve()
    : prefetchBanners(path, false).catch(() => {
        // The banner area loads them again and says when they cannot be loaded.
      });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The first route's chunks, as the page's loader listed them on the entry script (each after the
 * chunks it imports), evaluated one per task: evaluated by the screen's import, they were one
 * long task on a slow phone. A chunk that does not load is left to that import, which reports it.
 */
async function evaluateRouteChunks() {
  const listed = document
    .querySelector(`script[${ROUTE_CHUNKS_ATTRIBUTE}]`)
    ?.getAttribute(ROUTE_CHUNKS_ATTRIBUTE);
  const chunks: unknown = listed ? JSON.parse(listed) : [];
  if (!Array.isArray(chunks)) return;
  for (const chunk of chunks) {
    if (typeof chunk !== 'string') continue;
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// The current route's screen is loaded before the first render, so it renders at once: a
// prerendered page is hydrated (its HTML kept), any other
// page waits a moment for its banners so it is drawn once with them.
void Promise.all([
  evaluateRouteChunks()
    .then(() => preloadRoute(path))
    .catch(() => {
      // The screen's own error boundary shows what went wrong when it renders.
    }),
  hydrate
    ? null
    : Promise.race([banners, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS))]),
]).then(() => {
  // A transition lets React yield while it renders or hydrates the first screen, so no single
  // task blocks the main thread for long.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(rootElement, app, { onRecoverableError: reportRecoverableError });
    } else {
      createRoot(rootElement).render(app);
    }
  });
});

if (import.meta.env.PROD) registerServiceWorker();
