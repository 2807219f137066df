export { AppBar, initialsOf } from './AppBar.js';
export type { AppBarProps } from './AppBar.js';
