import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { isBusyAtom } from '../state/busy';
import { useLoaderDelay } from './useLoaderDelay';

/** Pieces both frames share: the public pages' and the signed-in one (spec 2.2, 2.12). */

/** The first thing a keyboard user reaches: straight to the page's main landmark. */
export const SkipLink = styled.a`
  position: absolute;
  left: var(--yo-space-2);
  top: -100px;
  z-index: 1100;
  padding: var(--yo-space-2) var(--yo-space-4);
  background: var(--yo-color-surface-raised);
  color: var(--yo-color-text-link);
  border-radius: var(--yo-radius-small);
  &:focus {
    top: var(--yo-space-2);
    outline: 3px solid var(--yo-color-focus);
  }
`;

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
