import { useEffect } from 'react';

/** A dialog for typing starts in its first field (the dialog itself takes focus first). */
export function useFocusField(id: string) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [id]);
}
