/**
 * The page's route table and the entry's list of the first route's chunks, written by the
 * page's loader (build/bootAfterFirstPaint.ts) and read by the prerendering and the boot. No
 * imports: the build reads these too.
 */
export const ROUTE_CHUNKS_ID = 'yo-route-chunks';
export const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';
