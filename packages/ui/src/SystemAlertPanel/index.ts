export { SystemAlertPanel } from './SystemAlertPanel.js';
export type { SystemAlertPanelProps } from './SystemAlertPanel.js';
export { sanitizeHtml } from './sanitizeHtml.js';
