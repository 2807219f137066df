export { FullScreenLoader } from './FullScreenLoader.js';
export type { FullScreenLoaderProps } from './FullScreenLoader.js';
