import { isTokenExpired, Session } from '@yo/domain';
import { atom } from 'jotai';

/** The stored session (spec 3, 4.3): a user token in sessionStorage, read through @yo/domain. */
export function readSignedIn(storage: Storage = sessionStorage): boolean {
  const token = new Session(storage).userToken;
  return token !== undefined && !isTokenExpired(token);
}

/** Whether a visitor holds a stored, unexpired user session. Read once per page load. */
export const signedInAtom = atom(typeof sessionStorage === 'undefined' ? false : readSignedIn());
