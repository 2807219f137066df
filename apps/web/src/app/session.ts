import { errorMessages, isTokenExpired, TOAST_MEDIUM_MS } from '@yo/domain';
import { navigate } from 'wouter/use-browser-location';
import { signedInAtom, userAtom } from '../state/session';
import { api } from './api';
import { appStore } from './store';
import { notify } from './toasts';

/** Where a signed-in customer goes unless a page was asked for: the dashboard (spec 2.2). */
export const SIGNED_IN_HOME = '/user';

/**
 * The page to open after signing in: the `next` of `/login?next=…` when it is a page of the
 * signed-in area (never another site), else the dashboard.
 */
export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/user(\/[A-Za-z0-9/_-]*)?(\?[^#]*)?$/.test(next) ? next : SIGNED_IN_HOME;
}

/** The login page that brings the customer back to `path` after signing in. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/**
 * Ends a sign-in (spec 4.1 step 4, 4.5 step 4): stores the user token, fetches the customer's
 * details into the stored user record, and marks the app signed in. The caller navigates.
 */
export async function completeSignIn(
  token: string,
): Promise<{ ok: true } | { ok: false; msg: string }> {
  api.session.setUserToken(token);
  api.session.clearPendingLoginToken();
  const details = await api.call('customerDetails');
  if (!details.ok) {
    api.session.clear();
    return { ok: false, msg: details.msg || errorMessages.serverCommunication };
  }
  api.session.setUser(details.data);
  appStore.set(userAtom, details.data);
  appStore.set(signedInAtom, true);
  return { ok: true };
}

/** Forgets the session in this tab: the stored items and the atoms. */
function forgetSession() {
  api.session.clear();
  appStore.set(userAtom, undefined);
  appStore.set(signedInAtom, false);
}

/** Log out (spec 4.3): the server revokes the session, the three stored items go, then `/`. */
export async function signOut(): Promise<void> {
  // The token goes as the bearer, so that a token the server has already let go is not taken for
  // a session that expired under the customer ('Session Expired' and /login); an expired one has
  // nothing left to revoke. Whatever the server answers, this tab is signed out.
  const stored = api.session.userToken;
  if (stored && !isTokenExpired(stored)) {
    await api.call('logout', {}, { bearer: stored.token }).catch(() => undefined);
  }
  forgetSession();
  navigate('/', { replace: true });
}

/**
 * The session ended under the customer (spec 4.3): an expired token before a call, or one the
 * server refused. A POST shows 'Session Expired. Please login again' first; then /login, which
 * brings them back here after signing in.
 */
export function sessionExpired(alert: string | undefined) {
  const here = window.location.pathname + window.location.search;
  forgetSession();
  if (alert) notify('error', alert, TOAST_MEDIUM_MS);
  navigate(/^\/user(\/|$)/i.test(here) ? loginPathFor(here) : '/login', { replace: true });
}
