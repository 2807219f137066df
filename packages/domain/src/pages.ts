/**
 * What names a page, apart from the other formats (formats.ts): the app's frame, which every
 * page loads first, needs these two and none of the fields' masks and dates.
 */
import { PRODUCT_NAME } from './constants.js';

/**
 * The banner page name of a path (4.4): no leading slash, 'home' for the root, the 'user'
 * segment removed ('/user/billpay' → 'billpay'; '/user' → 'home').
 */
export function bannerPageName(path: string): string {
  const name = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'user')
    .join('/');
  return name === '' ? 'home' : name;
}

/** The document title: product name plus screen name, e.g. "Yo | Bill Pay". */
export function pageTitle(screenName: string): string {
  return `${PRODUCT_NAME} | ${screenName}`;
}
