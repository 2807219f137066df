import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const viewport = style({
  overflow: 'hidden',
  touchAction: 'pan-y',
  borderRadius: vars.radius.medium,
});

export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const slide = style({
  flexShrink: 0,
  minWidth: 0,
  boxSizing: 'border-box',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

/** Shown where the slides play by themselves: from the tablet width, without reduced motion. */
export const rotation = style({
  marginRight: 'auto',
  display: 'none',
  '@media': {
    [`${media.tablet} and (prefers-reduced-motion: no-preference)`]: { display: 'block' },
  },
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
});

/** The dots: from the tablet width up; phones get the "3 of 7" counter instead. */
export const dots = style({
  display: 'none',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  '@media': {
    [media.tablet]: { display: 'flex' },
  },
});

export const counter = style({
  minWidth: vars.space['7'],
  textAlign: 'center',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  '@media': {
    [media.tablet]: { display: 'none' },
  },
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-6px' },
  },
});

export const dotMark = style({
  display: 'block',
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${dot}[data-hovered] &`]: { borderColor: vars.color.brand.secondary },
    [`${dot}[aria-current="true"] &`]: {
      width: 24,
      borderColor: vars.color.brand.secondary,
      backgroundColor: vars.color.brand.secondary,
    },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, display: 'block' });
