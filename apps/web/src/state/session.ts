import { isTokenExpired, Session, type StoredUser } from '@yo/domain';
import { atom } from 'jotai';

/** The stored session (spec 3, 4.3): a user token in sessionStorage, read through @yo/domain. */
export function readSignedIn(storage: Storage = sessionStorage): boolean {
  const token = new Session(storage).userToken;
  return token !== undefined && !isTokenExpired(token);
}

const hasStorage = typeof sessionStorage !== 'undefined';

/** The stored session as the app keeps it: tokens in sessionStorage, the record in localStorage. */
function storedSession(): Session {
  return new Session(sessionStorage, localStorage);
}

/** Whether a visitor holds a stored, unexpired user session; set on sign-in and sign-out. */
export const signedInAtom = atom(hasStorage ? readSignedIn() : false);

/**
 * The signed-in customer's record (spec 3), for the app bar and prefilled forms. A record that no
 * session of this tab stands behind is not kept (it would outlive the tab in localStorage).
 */
export const userAtom = atom<StoredUser | undefined>(hasStorage ? readUser() : undefined);

function readUser(): StoredUser | undefined {
  const session = storedSession();
  session.forgetStaleUser();
  return session.user;
}
