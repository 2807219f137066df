import { render, type RenderResult } from '@testing-library/react';

/**
 * Opens the app at a path as a page load does: the app is imported fresh (its atoms read storage
 * anew; call `vi.resetModules()` between tests), the route's screen is loaded, then it renders.
 */
export async function renderAppAt(path: string): Promise<RenderResult> {
  window.history.replaceState(null, '', path);
  const [{ App }, { preloadRoute }] = await Promise.all([
    import('../src/app/App'),
    import('../src/app/routes'),
  ]);
  await preloadRoute(window.location.pathname);
  return render(<App />);
}
