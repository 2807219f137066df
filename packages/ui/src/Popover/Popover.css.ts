import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The floating surface shared by Popover and Menu: raised white card, overlay shadow. */
export const surface = style({
  maxWidth: `calc(100vw - 2 * ${vars.space['2']})`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family.body,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

/** The Popover component: room for its arrow outside the box (no clipping). */
export const popover = style({
  width: 'max-content',
  maxWidth: `min(360px, calc(100vw - 16px))`,
  overflow: 'visible',
});

export const dialog = style({
  // The popover's own max-height (set by react-aria to fit the screen); the content scrolls.
  maxHeight: 'inherit',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space['4'],
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.raised,
  stroke: vars.color.border.default,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
