import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: `min(280px, calc(100vw - 16px))`,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

/** A focusable, named wrapper for a non-interactive icon that has a tooltip (status icons). */
export const target = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  cursor: 'help',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
