import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { busyCountAtom } from './busy';

/** Runs work while the full-screen loader shows. */
export function useBusy() {
  const setCount = useSetAtom(busyCountAtom);
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      setCount((count) => count + 1);
      try {
        return await work();
      } finally {
        setCount((count) => Math.max(0, count - 1));
      }
    },
    [setCount],
  );
}
