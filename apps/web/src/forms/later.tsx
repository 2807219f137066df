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
  let failed: { error: unknown } | null = null;
  const preload = () => {
    if (!loading) {
      failed = null;
      loading = load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          // A chunk that did not arrive (offline, a new build): the render that needs it fails to
          // the screen's error boundary, and the next preload asks for it again.
          loading = null;
          failed = { error };
          throw error;
        },
      );
    }
    return loading;
  };
  function Later(props: Props) {
    if (failed) throw failed.error;
    // Suspends the way React.lazy does (a thrown promise) until the chunk is there.
    if (!loaded) throw preload();
    const Part = loaded;
    return <Part {...props} />;
  }
  // A preload that fails is not an error yet: the render that needs the part reports it.
  return Object.assign(Later, { preload: () => void preload().catch(() => undefined) });
}
