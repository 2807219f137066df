// The component library's styles come first, so app layouts can build on them.
import '@yo/ui/styles.css';
import '@fontsource-variable/inter';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { registerServiceWorker } from './sw/register';

// The current route's screen is loaded before the first render, so a prerendered page is replaced
// by the same content at once (no loader, no shift).
void preloadRoute(window.location.pathname)
  .catch(() => {
    // The screen's own error boundary shows what went wrong when it renders.
  })
  .then(() => {
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
