export { Link } from './Link.js';
export { linkClassName } from './classNames.js';
export type { LinkAppearance, LinkProps } from './Link.js';
