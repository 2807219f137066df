import { useAtomValue } from 'jotai';
import { signedInAtom } from '../../state/session';

/** The signed-in area's contact page (spec 2.7, 2.8: Contact Us inside the frame). */
export const USER_CONTACT_PATH = '/user/contactus';
export const PUBLIC_CONTACT_PATH = '/contact';

/** Contact Us: /contact for guests, /user/contactus for a signed-in customer (spec 2.7, 2.8). */
export function useContactPath(): string {
  return useAtomValue(signedInAtom) ? USER_CONTACT_PATH : PUBLIC_CONTACT_PATH;
}
