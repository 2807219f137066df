import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_ATTRIBUTE, CONSENT_STORAGE_KEY } from '../src/state/consentKeys';

/**
 * The prerendered pages hydrate without a mismatch in React's development build, which (unlike
 * the production one the browser tests run) also reports attributes that differ: ids, classes,
 * aria. Each page is rendered as the build does, then hydrated as the browser does.
 */
const pages = [
  '/',
  '/quickpay',
  '/quicktopup',
  '/login',
  '/signup',
  '/faq',
  '/OnboardingDocuments',
];

let root: Root | undefined;

beforeEach(() => {
  // Nothing the pages load after hydration is needed here.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.stubGlobal('scrollTo', () => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app's modules, loaded afresh (the build and the browser each have their own). */
async function freshApp(path: string) {
  vi.resetModules();
  const [{ App }, { preloadRoute }] = await Promise.all([
    import('../src/app/App'),
    import('../src/app/routes'),
  ]);
  await preloadRoute(path);
  return App;
}

/**
 * Prerenders a page, then hydrates it with the app loaded again (after `visitor` has set up
 * the browser's storage), and expects no report of a difference.
 */
async function expectHydrates(path: string, visitor: () => void = () => {}) {
  const { prerenderPaths } = await import('../src/prerender/render');
  expect(prerenderPaths()).toContain(path);
  const ServerApp = await freshApp(path);
  const html = renderToString(
    <Router ssrPath={path}>
      <ServerApp />
    </Router>,
  );

  visitor();
  const App = await freshApp(path);
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const main = container.querySelector('main');
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
  // The prerendered elements are kept, not rendered again.
  expect(container.querySelector('main')).toBe(main);
}

describe('hydrating the prerendered pages', () => {
  it.each(pages)('%s hydrates with no error or warning', (path) => expectHydrates(path), 60_000);

  it('hydrates a page the same when a cookie choice is stored, then drops its banner', async () => {
    await expectHydrates('/optout', () =>
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: 'accepted' })),
    );
    expect(document.querySelector(`[${COOKIE_BANNER_ATTRIBUTE}]`)).toBeNull();
    expect(document.body).toHaveTextContent('You have allowed analytics cookies.');
  }, 60_000);
});
