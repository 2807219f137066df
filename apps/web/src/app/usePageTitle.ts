import { pageTitle } from '@yo/domain';
import { useEffect } from 'react';

/** Sets the document title for the screen on show: the product name plus the screen name. */
export function usePageTitle(screenName: string) {
  useEffect(() => {
    document.title = pageTitle(screenName);
  }, [screenName]);
}
