import { useAtomValue } from 'jotai';
import { signedInAtom } from '../../state/session';
import { PUBLIC_CONTACT_PATH, USER_CONTACT_PATH } from './navigation';

/** Contact Us: /contact for guests, /user/contactus for a signed-in customer (spec 2.7, 2.8). */
export function useContactPath(): string {
  return useAtomValue(signedInAtom) ? USER_CONTACT_PATH : PUBLIC_CONTACT_PATH;
}
