import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React hydrates a prerendered page (and on the server that prerendered it), false
 * in every other render. What the build cannot know (the visitor's stored choices) is left out
 * of the hydrating render, so it matches the prerendered HTML, and shown in the render right
 * after it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
