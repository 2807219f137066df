export { vars } from './theme.css';
export { tokenValues, breakpoints, media } from './values';
export type { TokenValues } from './values';
