import { PRODUCT_NAME } from '@yo/domain';
import { useEffect } from 'react';

/** The document title: the product name plus the screen name, e.g. "Yo | Home". */
export function documentTitle(screenName: string): string {
  return `${PRODUCT_NAME} | ${screenName}`;
}

/** Sets the document title for the screen on show. */
export function usePageTitle(screenName: string) {
  useEffect(() => {
    document.title = documentTitle(screenName);
  }, [screenName]);
}
