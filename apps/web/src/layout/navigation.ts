import { DOCUMENT_IDS, documentLinkText } from '@yo/domain';
import { company } from '../content/company';
import { documentUrl } from '../content/documents';
/** The header menus, exactly as spec 2.2 lists them. */
export interface NavGroup {
  id: string;
  label: string;
  items: { href: string; label: string }[];
}

export const headerMenus: NavGroup[] = [
  {
    id: 'quick-pay',
    label: 'Quick Pay',
    items: [
      { href: '/quickpay', label: 'Bill Pay' },
      { href: '/quicktopup', label: 'Top Up' },
    ],
  },
  {
    id: 'pay',
    label: 'Pay',
    // The pages about paying, named apart from Quick Pay's Bill Pay and Top Up (the flows), so
    // the small-screen menu, which lists both groups, never names two pages alike.
    items: [
      { href: '/billpay', label: 'How Bill Pay Works' },
      { href: '/topup', label: 'How Top Up Works' },
      { href: '/scan2payGnS', label: 'Pay For Goods' },
      { href: '/AgentLocations', label: 'Agent Locations' },
      { href: '/donate', label: 'Donate' },
    ],
  },
  {
    id: 'business',
    label: 'Business',
    items: [
      { href: '/partners', label: 'Collect Payments' },
      { href: '/scan2pay', label: 'Scan2Pay' },
      { href: '/payment-gateway', label: 'Payment Gateway' },
      { href: '/collect-donations', label: 'Collect Donations' },
      { href: '/agents', label: 'Become an Agent' },
      { href: '/case-studies', label: 'Partner Stories' },
      { href: '/OnboardingDocuments', label: 'Onboarding Documents' },
      { href: '/AgentOnboardingDocuments', label: 'Agent Onboarding Documents' },
    ],
  },
];

/** Footer links (spec 2.2). */
export const footerLinks = [
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/optout', label: 'Cookie Preferences' },
  { href: '/faq', label: 'FAQs' },
  { href: '/secure', label: 'Security' },
];

/** The terms and privacy documents (spec 2.1), linked from both frames' footers. */
export const legalDocuments = [
  {
    href: documentUrl(DOCUMENT_IDS.terms),
    label: documentLinkText.termsAndConditions,
    external: true,
  },
  {
    href: documentUrl(DOCUMENT_IDS.privacy),
    label: documentLinkText.privacyPolicy,
    external: true,
  },
];

/** Who the copyright line names, after its years (spec 2.2, 2.12). */
export const copyrightHolder = `${company.legalName}. All rights reserved.`;

/** The pages where a customer pays: long forms with their own buttons at every step. */
const PAYMENT_PAGES = ['/quickpay', '/quicktopup', '/user/billpay', '/user/topup'];

/** Whether `path` is a payment page, where the back-to-top button stays out of the way. */
export function isPaymentPage(path: string): boolean {
  const page = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return PAYMENT_PAGES.includes(page);
}
