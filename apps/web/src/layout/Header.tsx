import { Link as RouterLink } from 'wouter';
import * as styles from './Header.css';
import { MobileMenu, WideMenus } from './HeaderMenus';
import { Link } from './Link';
import { Logo } from './Logo';

export function Header() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <RouterLink href="/" className={styles.homeLink}>
          <Logo />
        </RouterLink>
        <nav className={styles.wideNav} aria-label="Main">
          <WideMenus />
          <Link href="/login" appearance="button" size="small">
            Log in
          </Link>
        </nav>
        <div className={styles.narrow}>
          <Link href="/login" appearance="button" size="small">
            Log in
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
