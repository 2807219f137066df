import { screenText } from '@yo/domain';
import type { DrawerSection } from '@yo/ui';

/** The signed-in drawer's pages (spec 2.12), in the spec's order, with their routes (spec 2.1). */
const mainPaths = ['/user', '/user/billpay', '/user/topup', '/user/activity', '/user/account'];
const moreInfoPaths = ['/user/aboutus', '/user/contactus', '/user/faq'];

export const drawerPages = {
  main: screenText.drawerItems.map((label, index) => ({ label, href: mainPaths[index]! })),
  moreInfo: screenText.drawerMoreInfoItems.map((label, index) => ({
    label,
    href: moreInfoPaths[index]!,
  })),
};

function samePage(a: string, b: string): boolean {
  const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  return normal(a) === normal(b);
}

/** The drawer's sections with the page at `path` marked as the current one. */
export function drawerSections(path: string): DrawerSection[] {
  const mark = (pages: { label: string; href: string }[]) =>
    pages.map((page) => ({ ...page, isCurrent: samePage(page.href, path) }));
  return [
    { links: mark(drawerPages.main) },
    { title: screenText.moreInfo, links: mark(drawerPages.moreInfo) },
  ];
}
