import { SESSION_KEYS } from '@yo/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

function envelope(data: unknown) {
  return new Response(JSON.stringify({ state: 1, msg: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

// The first render of each screen compiles its chunk: allow for a slow, shared machine.
vi.setConfig({ testTimeout: 30_000 });

let bannerFails = false;

beforeEach(() => {
  bannerFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('users/authenticateAPI')) return envelope({ token: 'anonymous' });
      if (url.includes('Banner/GetBannerMessages')) {
        if (bannerFails) return new Response('down', { status: 503 });
        return envelope([
          {
            id: 1,
            message: '<p>Banner <strong>one</strong><script>x()</script></p>',
            closeable: true,
          },
          { id: 2, message: '<p>Maintenance on Sunday</p>', closeable: false },
        ]);
      }
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

describe('the public shell', () => {
  it('shows the header, the home screen and the footer, and titles the page', async () => {
    await renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'Pay bills, top up and give',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yo home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 2005–${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/api/document/yo-terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/api/document/yo-privacy-policy',
    );
    expect(document.title).toBe('Yo | Home');
  });

  it('titles every screen with the product name and the screen name', async () => {
    await renderAppAt('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Yo | FAQs');
  });

  it('sends any unknown path to the home page', async () => {
    await renderAppAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: /Pay bills/ }, { timeout: 15_000 });
    expect(window.location.pathname).toBe('/');
  });

  it('shows 404 Page not found with Go Back for an unknown page inside the shell', async () => {
    await renderAppAt('/faq/unknown');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page not found',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(document.title).toBe('Yo | Page not found');
  });

  it('redirects an unknown case study to the payment gateway page', async () => {
    await renderAppAt('/case-studies/nobody');
    await waitFor(() => expect(window.location.pathname).toBe('/payment-gateway'));
  });

  it('sends a visitor with a stored session from a public page to /user', async () => {
    sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token: 'user-token' }));
    await renderAppAt('/about');
    await waitFor(() => expect(window.location.pathname).toBe('/user'));
  });

  it('shows the page banners sanitised, and hides a closed one', async () => {
    await renderAppAt('/');
    const first = await screen.findByText(/Banner/, {}, { timeout: 15_000 });
    expect(first.innerHTML).toContain('<strong>one</strong>');
    expect(first.innerHTML).not.toContain('script');
    expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();
    // Only the closeable banner has a close button.
    const close = screen.getAllByRole('button', { name: /^Close message/, hidden: true });
    expect(close).toHaveLength(1);
    await act(async () => fireEvent.click(close[0]!));
    expect(screen.queryByText(/Banner/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('yo.hiddenBanners')!).ids).toEqual([1]);
  });

  it("says 'Service Temporarily Unavailable' when the banners cannot be loaded", async () => {
    bannerFails = true;
    await renderAppAt('/');
    expect(await screen.findByText('Service Temporarily Unavailable')).toBeInTheDocument();
  });
});
