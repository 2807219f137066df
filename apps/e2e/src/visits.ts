import type { BrowserContext } from 'playwright-core';

/** A visitor who has made the cookie choice, so the cookie banner covers nothing. */
export async function cookieChoiceMade(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    localStorage.setItem(
      'yo.cookieConsent',
      JSON.stringify({ choice: 'accepted', necessary: true, analytics: true }),
    ),
  );
}

/**
 * Holds the app's scripts back, as a slow phone's network would, so a prerendered page can be
 * used before it starts; the returned function lets them through.
 */
export async function holdAppScripts(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
