import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './AppBar.css.js';

export interface AppBarProps {
  /** The logo (an image or SVG); it links to `logoHref`. */
  logo: ReactNode;
  /** Where the logo goes: the signed-in home. */
  logoHref?: string;
  /** The logo link's accessible name, e.g. "Yo – Dashboard". */
  logoLabel: string;
  /** The signed-in user's full name; shown as initials on phones. */
  userName: string;
  /** The user's phone number, formatted by the app. */
  phone?: string;
  /** The user menu (the Menu component with Log out), at the end. */
  menu?: ReactNode;
  /** A button at the start, e.g. the one that opens the temporary drawer on small screens. */
  navigationButton?: ReactNode;
  id?: string;
  'data-testid'?: string;
}

/** Initials of a name: first letters of its first and last words ("Jane Q. Public" → "JP"). */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The signed-in app bar (banner landmark): a logo linking home, who is signed in (initials on
 * phones, full name and phone number from the tablet width up) and the user menu.
 */
export function AppBar({
  logo,
  logoHref = '/user',
  logoLabel,
  userName,
  phone,
  menu,
  navigationButton,
  id,
  ...rest
}: AppBarProps) {
  return (
    <header id={id} data-testid={rest['data-testid']} className={styles.root}>
      <div className={styles.inner}>
        {navigationButton ? <div className={styles.slot}>{navigationButton}</div> : null}
        <AriaLink href={logoHref} aria-label={logoLabel} className={styles.logo}>
          {logo}
        </AriaLink>
        <div className={styles.spacer} />
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(userName)}
          </span>
          <span className={styles.identity}>
            <span className={styles.name}>{userName}</span>
            {phone ? <span className={styles.phone}>{phone}</span> : null}
          </span>
        </div>
        {menu ? <div className={styles.slot}>{menu}</div> : null}
      </div>
    </header>
  );
}
