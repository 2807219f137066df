import { FullScreenLoader } from '@yo/ui';
import { useEffect, useState } from 'react';

/** How long a screen's chunk may take before the full-screen loader shows (no flash on fast loads). */
export const ROUTE_LOADER_DELAY_MS = 300;

/** The Suspense fallback while a screen's chunk loads. */
export function RouteLoading() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShow(true), ROUTE_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <FullScreenLoader isOpen={show} label="Loading" />;
}
