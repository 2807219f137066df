/**
 * @yo/ui's full-screen loader, imported dynamically from this module alone (FrameParts), so its
 * modal code (overlay, focus scope, scroll lock) is a chunk of its own and not part of a page's
 * first load: pages seldom need it, and it shows only after LOADER_DELAY_MS anyway.
 */
export { FullScreenLoader } from '@yo/ui';
