import { Link } from '../Link/Link.js';
import type { DrawerSection } from './Drawer.js';

/** The signed-in side menu of the spec (section 2.12), for stories and tests. */
export const signedInSections: DrawerSection[] = [
  {
    links: [
      { label: 'Dashboard', href: '/user', isCurrent: true },
      { label: 'Bill Pay', href: '/user/billpay' },
      { label: 'Top Up', href: '/user/topup' },
      { label: 'Activity', href: '/user/activity' },
      { label: 'Account', href: '/user/account' },
    ],
  },
  {
    title: 'More Info',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'FAQs', href: '/faq' },
    ],
  },
];

export const sampleFooter = (
  <div style={{ display: 'grid', gap: 4 }}>
    <Link appearance="standalone" href="/documents/yo-terms-and-conditions">
      Terms and Conditions
    </Link>
    <Link appearance="standalone" href="/documents/yo-privacy-policy">
      Privacy Policy
    </Link>
    <span>© 2026 Yo. All rights reserved.</span>
  </div>
);
