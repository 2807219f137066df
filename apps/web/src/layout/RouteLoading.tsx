import { FullScreenLoader } from './FrameParts';
import { useLoaderDelay } from './useLoaderDelay';

/** The Suspense fallback while a screen's chunk loads. */
export function RouteLoading() {
  return <FullScreenLoader isOpen={useLoaderDelay(true)} label="Loading" />;
}
