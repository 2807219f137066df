export { ErrorPanel } from './ErrorPanel.js';
export type { ErrorPanelProps } from './ErrorPanel.js';
