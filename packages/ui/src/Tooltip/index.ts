export { Tooltip, TooltipTarget } from './Tooltip.js';
export type { TooltipProps, TooltipTargetProps } from './Tooltip.js';
