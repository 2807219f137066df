import type { ComponentType } from 'react';

/**
 * A part of a form needed only after its first step (the later steps, a dialog): a chunk of its
 * own, fetched by `preload` as soon as the customer starts on the form. Once it has arrived it
 * renders at once; only a part needed before that suspends (show a Suspense fallback around it).
 * Unlike React.lazy, an arrived part never suspends for a tick, so a press landing just then is
 * handled like any other.
 */
export function later<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => (loading ??= load().then((part) => (loaded = part)));
  function Later(props: Props) {
    // Suspends the way React.lazy does (a thrown promise) until the chunk is there.
    if (!loaded) throw preload();
    const Part = loaded;
    return <Part {...props} />;
  }
  return Object.assign(Later, { preload: () => void preload() });
}
