export { Link } from './Link.js';
export type { LinkAppearance, LinkProps } from './Link.js';
