import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px: WCAG 2.5.8's minimum for a target that only shows a tooltip.
  minWidth: vars.space['5'],
  minHeight: vars.space['5'],
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, display: 'block' });

export const tone = styleVariants({
  success: { color: vars.color.positive.default },
  error: { color: vars.color.critical.default },
  warning: { color: vars.color.caution.default },
});
