export { StatusIcon, statusTone } from './StatusIcon.js';
export type { StatusIconProps, StatusTone } from './StatusIcon.js';
