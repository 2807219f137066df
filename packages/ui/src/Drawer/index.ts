export { Drawer } from './Drawer.js';
export type { DrawerLink, DrawerProps, DrawerSection, DrawerVariant } from './Drawer.js';
