import { isTokenExpired, Session, type StoredUser } from '@yo/domain';
import { atom } from 'jotai';

/** The stored session (spec 3, 4.3): a user token in sessionStorage, read through @yo/domain. */
export function readSignedIn(storage: Storage = sessionStorage): boolean {
  const token = new Session(storage).userToken;
  return token !== undefined && !isTokenExpired(token);
}

const hasStorage = typeof sessionStorage !== 'undefined';

/** Whether a visitor holds a stored, unexpired user session; set on sign-in and sign-out. */
export const signedInAtom = atom(hasStorage ? readSignedIn() : false);

/** The signed-in customer's record (spec 3), for the app bar and prefilled forms. */
export const userAtom = atom<StoredUser | undefined>(
  hasStorage ? new Session(sessionStorage).user : undefined,
);
