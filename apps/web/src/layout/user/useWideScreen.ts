import { media } from '@yo/ui/tokens';
import { useEffect, useState } from 'react';

const query = media.desktop;

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Whether the screen is wide enough for the permanent drawer (the Drawer's own breakpoint,
 * 960 px): the app bar shows its navigation button exactly when the drawer is temporary.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}
