export { Menu } from './Menu.js';
export type { MenuItem, MenuProps } from './Menu.js';
