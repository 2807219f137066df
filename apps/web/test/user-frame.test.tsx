import { SESSION_KEYS } from '@yo/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from './renderApp';

/**
 * The signed-in frame (spec 2.12) and its session rules (spec 2.1, 4.3): the app opened at a
 * /user path with a stored session, the API answered by a stubbed fetch.
 */

// The first render of each screen compiles its chunk: allow for a slow, shared machine.
vi.setConfig({ testTimeout: 30_000 });

const customer = {
  customerId: 7,
  firstName: 'Ann-Marie',
  lastName: "O'Brien",
  email: 'ann@example.tt',
  phoneNumber: '18685550123',
};

function envelope(data: unknown) {
  return new Response(JSON.stringify({ state: 1, msg: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A JWT whose `exp` is `secondsFromNow` away (the client reads the expiry; the server signs). */
function jwt(secondsFromNow: number) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `e30.${payload}.signature`;
}

interface Call {
  url: string;
  method: string;
  authorization: string | null;
}
let calls: Call[] = [];
let logoutRefused = false;

beforeEach(() => {
  calls = [];
  logoutRefused = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      calls.push({
        url: request.url,
        method: request.method,
        authorization: request.headers.get('authorization'),
      });
      const url = request.url;
      if (url.includes('users/authenticateAPI')) return envelope({ token: 'anonymous-new' });
      if (url.includes('Banner/GetBannerMessages')) return envelope([]);
      if (url.includes('customers/getbyuserid')) return envelope(customer);
      if (url.includes('users/logout')) {
        return logoutRefused ? new Response('{}', { status: 401 }) : envelope(null);
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

/** Pretends the viewport is (or is not) at least the desktop width (960 px). */
function stubWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 960px') ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function signIn(token = jwt(3600), user: typeof customer | null = customer) {
  sessionStorage.setItem(SESSION_KEYS.anonymousToken, JSON.stringify({ token: 'anonymous-old' }));
  sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token }));
  // Spec 3: the tokens in sessionStorage, the user record in localStorage.
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/**
 * The three stored items are gone (spec 4.3). The page the customer lands on may fetch a new
 * anonymous token for its own calls; the one from the session is not kept.
 */
function expectSessionCleared() {
  expect(sessionStorage.getItem(SESSION_KEYS.userToken)).toBeNull();
  expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  expect(sessionStorage.getItem(SESSION_KEYS.anonymousToken)).not.toContain('anonymous-old');
}

const drawerLinks = [
  ['Dashboard', '/user'],
  ['Bill Pay', '/user/billpay'],
  ['Top Up', '/user/topup'],
  ['Activity', '/user/activity'],
  ['Account', '/user/account'],
  ['About Us', '/user/aboutus'],
  ['Contact Us', '/user/contactus'],
  ['FAQs', '/user/faq'],
];

describe('the signed-in frame on a wide screen', () => {
  it('lists the drawer pages in order, under More Info the last three, and marks the current one', async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .slice(0, drawerLinks.length)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(drawerLinks);
    expect(
      within(within(nav).getByRole('list', { name: 'More Info' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Us', 'Contact Us', 'FAQs']);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Activity']);
    // Wide screens have no button to open the drawer: it is always there.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(document.title).toBe('Yo | Activity');
    expect(screen.getByRole('main')).not.toHaveTextContent('Welcome');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it("shows the customer's initials, full name and phone as +#(###) ###-####", async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('AO')).toHaveAttribute('aria-hidden', 'true');
    expect(within(bar).getByText("Ann-Marie O'Brien")).toBeInTheDocument();
    expect(within(bar).getByText('+1(868) 555-0123')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome, Ann-Marie');
    expect(within(bar).getByRole('link', { name: 'Yo, Dashboard' })).toHaveAttribute(
      'href',
      '/user',
    );
  });

  it("links the drawer's documents through the document endpoint, with this year's copyright", async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/api/document/yo-terms-and-conditions',
    );
    expect(within(nav).getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/api/document/yo-privacy-policy',
    );
    expect(nav).toHaveTextContent(`© 2005–${new Date().getFullYear()} Yo Payments Limited.`);
  });

  it('fetches the customer record when the session has a token but no record', async () => {
    stubWide(true);
    signIn(jwt(3600), null);
    await renderAppAt('/user');
    const bar = await screen.findByRole('banner');
    await waitFor(() => expect(bar).toHaveTextContent("Ann-Marie O'Brien"));
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!)).toEqual(customer);
    expect(sessionStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });
});

describe('the signed-in frame on a small screen', () => {
  it('opens the drawer as a modal from the app bar and closes it on navigation', async () => {
    stubWide(false);
    signIn();
    await renderAppAt('/user');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: 'Main' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBe('page');
    await act(async () => fireEvent.click(within(dialog).getByRole('link', { name: 'Top Up' })));
    await waitFor(() => expect(window.location.pathname).toBe('/user/topup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Up' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.title).toBe('Yo | Top Up');
  });
});

describe('the /user pages', () => {
  it('shows an unknown /user page as the 404 inside the frame', async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user/nothing-here');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent("Ann-Marie O'Brien");
    expect(document.title).toBe('Yo | Page not found');
  });

  it("fills the contact form with the customer's name and email", async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user/contactus');
    expect(await screen.findByRole('textbox', { name: /NAME/ })).toHaveValue("Ann-Marie O'Brien");
    expect(screen.getByRole('textbox', { name: /EMAIL/ })).toHaveValue('ann@example.tt');
    expect(screen.getByRole('textbox', { name: /MESSAGE/ })).toHaveValue('');
    expect(document.title).toBe('Yo | Contact Us');
  });

  it('sends Contact Us on the About page to /user/contactus, without the public partner link', async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user/aboutus');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/user/contactus',
    );
    expect(within(main).queryByRole('link', { name: 'Work with us' })).not.toBeInTheDocument();
    expect(document.title).toBe('Yo | About Us');
  });

  it('sends Contact Us on the FAQ page to /user/contactus', async () => {
    stubWide(true);
    signIn();
    await renderAppAt('/user/faq');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'FAQs' });
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/user/contactus',
    );
  });

  it('leaves the public contact form empty for a guest', async () => {
    await renderAppAt('/contact');
    expect(await screen.findByRole('textbox', { name: /NAME/ }, { timeout: 15_000 })).toHaveValue(
      '',
    );
    expect(screen.getByRole('textbox', { name: /EMAIL/ })).toHaveValue('');
  });
});

describe('the session', () => {
  it('sends a /user page without a session to /login, with the page to come back to', async () => {
    await renderAppAt('/user/activity?from=mail');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      '/user/activity?from=mail',
    );
  });

  it('treats an expired stored token as no session', async () => {
    signIn(jwt(-60));
    await renderAppAt('/user');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('logs out from the account menu: the server revokes the token, the stored items go, then /', async () => {
    stubWide(true);
    const token = jwt(3600);
    signIn(token);
    await renderAppAt('/user/account');
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Account menu' })),
    );
    await act(async () =>
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' })),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const logout = calls.find((call) => call.url.includes('users/logout'));
    expect(logout).toMatchObject({ method: 'POST', authorization: `Bearer ${token}` });
    expectSessionCleared();
    expect(screen.queryByText('Session Expired. Please login again')).not.toBeInTheDocument();
  });

  it('logs out quietly when the server has already let the token go', async () => {
    stubWide(true);
    logoutRefused = true;
    signIn();
    await renderAppAt('/user');
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Account menu' })),
    );
    await act(async () =>
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' })),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.some((call) => call.url.includes('users/logout'))).toBe(true);
    expectSessionCleared();
    expect(screen.queryByText('Session Expired. Please login again')).not.toBeInTheDocument();
  });

  it("says 'Session Expired. Please login again' on a POST with an expired token, then /login", async () => {
    stubWide(true);
    signIn(jwt(3600));
    await renderAppAt('/user/contactus');
    const message = await screen.findByRole('textbox', { name: /MESSAGE/ });
    // The token expires while the page is open.
    sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token: jwt(-1) }));
    fireEvent.change(message, { target: { value: 'Where is my receipt?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(await screen.findByText('Session Expired. Please login again')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/user/contactus');
    expect(calls.some((call) => call.url.includes('SendContactEmail'))).toBe(false);
    expectSessionCleared();
  });

  it('keeps the message typed when the session ends under it, for the same customer only', async () => {
    stubWide(true);
    signIn(jwt(3600));
    await renderAppAt('/user/contactus');
    const message = await screen.findByRole('textbox', { name: /MESSAGE/ });
    sessionStorage.setItem(SESSION_KEYS.userToken, JSON.stringify({ token: jwt(-1) }));
    fireEvent.change(message, { target: { value: 'Where is my receipt?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    cleanup();

    // Another customer signing in on this tab does not see it.
    vi.resetModules();
    signIn(jwt(3600), { ...customer, customerId: 8 });
    await renderAppAt('/user/contactus');
    expect(await screen.findByRole('textbox', { name: /MESSAGE/ })).toHaveValue('');
    cleanup();

    // The same customer, signed in again, finds it as typed.
    vi.resetModules();
    signIn(jwt(3600));
    await renderAppAt('/user/contactus');
    expect(await screen.findByRole('textbox', { name: /MESSAGE/ })).toHaveValue(
      'Where is my receipt?',
    );
  });
});
