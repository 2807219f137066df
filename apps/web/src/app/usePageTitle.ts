import { PRODUCT_NAME } from '@yo/domain';
import { useEffect } from 'react';

/** Sets the document title to the product name plus the screen name, e.g. "Yo | Home". */
export function usePageTitle(screenName: string) {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${screenName}`;
  }, [screenName]);
}
