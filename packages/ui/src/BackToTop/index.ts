export { BackToTop } from './BackToTop.js';
export type { BackToTopProps } from './BackToTop.js';
