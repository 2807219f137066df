export { Tabs } from './Tabs.js';
export type { TabItem, TabsProps } from './Tabs.js';
