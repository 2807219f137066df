/**
 * Registers the service worker (spec 4.9): when a new version has installed, it is told to skip
 * waiting, and the page reloads once the new version is in control.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; a new version reloads the page.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker
      .register(url)
      .then((registration) => {
        const activate = (worker: ServiceWorker | null) => {
          if (worker && navigator.serviceWorker.controller)
            worker.postMessage({ type: 'SKIP_WAITING' });
        };
        if (registration.waiting) activate(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') activate(worker);
          });
        });
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  // After the page's own loading; the app may start after the load event (it boots after the
  // first paint), in which case it registers at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
