import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor } from '../../app/session';
import { signedInAtom } from '../../state/session';

/**
 * The signed-in frame (spec 2.12). Without a session, every /user route goes to /login, which
 * brings the customer back here after signing in (spec 2.1).
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  const [location] = useLocation();
  const search = useSearch();
  if (!signedIn)
    return <Redirect to={loginPathFor(location + (search ? `?${search}` : ''))} replace />;
  return <main id="main">{children}</main>;
}
