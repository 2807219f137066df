export { vars } from './theme.css.js';
export { tokenValues, breakpoints, media } from './values.js';
export type { TokenValues } from './values.js';
