import { formatPhoneInternational, type StoredUser } from '@yo/domain';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { userAtom } from '../../state/session';

/** Who is signed in, as the app bar shows it (spec 2.12). */
export interface CustomerIdentity {
  /** "Ann-Marie O'Brien"; the app bar shows its initials on phones. */
  fullName: string;
  /** +1(868) 555-0123 */
  phone: string;
}

export function customerIdentity(user: StoredUser | undefined): CustomerIdentity {
  if (!user) return { fullName: '', phone: '' };
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phone: formatPhoneInternational(user.phoneNumber),
  };
}

/**
 * The signed-in customer's record (spec 3). Signing in stores it; a session that has a token but
 * no record (a record cleared by hand, an older tab) fetches it once. A token the server refuses
 * ends the session there (the API client's expiry handling).
 */
export function useCustomer(): StoredUser | undefined {
  const [user, setUser] = useAtom(userAtom);
  useEffect(() => {
    if (user) return;
    let live = true;
    void api.call('customerDetails').then((result) => {
      if (!live || !result.ok) return;
      api.session.setUser(result.data);
      setUser(result.data);
    });
    return () => {
      live = false;
    };
  }, [user, setUser]);
  return user;
}
