import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { prefetchBanners } from './layout/bannerMessages';
import { readSignedIn } from './state/session';
import { registerServiceWorker } from './sw/register';

/** How long the first render waits for the page's banners; later ones appear when they come. */
const BANNER_WAIT_MS = 500;

// The current route's screen is loaded before the first render, so a prerendered page is replaced
// by the same content at once (no loader, no shift), and so are its banners when they come in time.
const path = window.location.pathname;
void Promise.all([
  preloadRoute(path).catch(() => {
    // The screen's own error boundary shows what went wrong when it renders.
  }),
  Promise.race([
    // A stored session leaves the public pages for /user at once: nothing to prefetch.
    readSignedIn()
      ? Promise.resolve()
      : prefetchBanners(path, false).catch(() => {
          // The banner area loads them again and says when they cannot be loaded.
        }),
    new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS)),
  ]),
]).then(() => {
  // A transition lets React yield while it renders the first screen, so no single task blocks
  // the main thread for long.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

if (import.meta.env.PROD) registerServiceWorker();
