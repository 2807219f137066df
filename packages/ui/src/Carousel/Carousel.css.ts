import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

const base = style({
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

/** Where the control bar sits: under the slides at their end, or beside them from the tablet width. */
export const root = styleVariants({
  below: [base, { display: 'flex', flexDirection: 'column', gap: vars.space['2'] }],
  beside: [
    base,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      '@media': {
        [media.tablet]: {
          // The bar takes an implicit column: without one (a single slide) there is no gap.
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridAutoFlow: 'column',
          gridAutoColumns: 'auto',
          alignItems: 'center',
        },
      },
    },
  ],
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

/** One small bar of controls in one row, never wrapping: pause/play, previous, dots or count, next. */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: 2,
  // At the end of the row under the slides; centred on their height when beside them.
  marginInlineStart: 'auto',
  padding: 2,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
});

/** Shown where the slides play by themselves: from the tablet width, without reduced motion. */
export const rotation = style({
  display: 'none',
  '@media': {
    [`${media.tablet} and (prefers-reduced-motion: no-preference)`]: { display: 'flex' },
  },
});

/** A round 32 px button (above WCAG 2.5.8's 24 px), with the library's hover, press and focus. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.brand.secondary,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  // Plain buttons (no react-aria on a page whose only widgets may be carousels): the browser's
  // states; hover only where the pointer can hover.
  selectors: {
    '&:active:not(:disabled)': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:active):not(:disabled)': { backgroundColor: vars.color.surface.hover },
      },
    },
  },
});

export const dots = style({ display: 'flex', alignItems: 'center' });

/** A dot's target is 24 px square (WCAG 2.5.8); the mark inside it is small. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
  },
});

export const dotMark = style({
  display: 'block',
  boxSizing: 'border-box',
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  transition: `width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${dot}:hover &`]: { borderColor: vars.color.brand.secondary },
    [`${dot}[aria-current="true"] &`]: {
      width: 18,
      borderColor: vars.color.brand.secondary,
      backgroundColor: vars.color.brand.secondary,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

/** "3 / 7" in place of the dots when there are too many to sit in one short row. */
export const counter = style({
  minWidth: 44,
  padding: `0 ${vars.space['1']}`,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, display: 'block' });
