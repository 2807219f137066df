import { useEffect, useState } from 'react';

/** How long work may take before the full-screen loader shows (no flash on fast work). */
export const LOADER_DELAY_MS = 300;

/** Whether the full-screen loader shows: once the work has been going for LOADER_DELAY_MS. */
export function useLoaderDelay(working: boolean): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!working) {
      setShow(false);
      return;
    }
    const timer = window.setTimeout(() => setShow(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [working]);
  return working && show;
}
