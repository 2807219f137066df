import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isBusyAtom } from '../state/busy';
import * as styles from './FrameParts.css';
import { useLoaderDelay } from './useLoaderDelay';

/** Pieces both frames share: the public pages' and the signed-in one (spec 2.2, 2.12). */

/** The first thing a keyboard user reaches: straight to the page's main landmark. */
export function SkipLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.skipLink}>
      {children}
    </a>
  );
}

export const SKIP_LINK_TEXT = 'Skip to main content';

const LibraryFullScreenLoader = lazy(() =>
  import('./overlays').then((overlays) => ({ default: overlays.FullScreenLoader })),
);

/**
 * @yo/ui's FullScreenLoader, loaded the first time it is to show: its modal (overlay, focus
 * scope) is not part of a page's first load, which seldom needs it, and it shows only after
 * LOADER_DELAY_MS anyway. Once loaded it stays mounted, so it closes as the library's does.
 */
export function FullScreenLoader({ isOpen, label }: { isOpen: boolean; label: string }) {
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LibraryFullScreenLoader isOpen={isOpen} label={label} />
    </Suspense>
  );
}

/** The full-screen loader for busy work: its own component, so the frame does not re-render. */
export function BusyLoader() {
  return <FullScreenLoader isOpen={useLoaderDelay(useAtomValue(isBusyAtom))} label="Loading" />;
}
