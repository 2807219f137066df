import { style, styleVariants } from '@vanilla-extract/css';
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

export const search = style({ maxWidth: 360 });

export const scroller = style({
  overflowX: 'auto',
  // Contains absolutely positioned descendants (visually hidden link text), which would
  // otherwise escape the scroll box and widen the page.
  position: 'relative',
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
});

export const column = style({
  padding: `${vars.space['3']} ${vars.space['2']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['3']} ${vars.space['3']}` } },
  borderBottom: `2px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

/** A header that may wrap below the tablet width (see `wrapHeaderOnMobile`). */
export const columnWrapsOnMobile = style({
  whiteSpace: 'normal',
  '@media': { [media.tablet]: { whiteSpace: 'nowrap' } },
});

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.space['5'],
});

export const sortIcon = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  color: vars.color.brand.secondary,
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.default}` },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['2']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['3']} ${vars.space['3']}` } },
  verticalAlign: 'middle',
  // break-word (not anywhere) keeps words whole when the columns can fit them; only an overlong
  // word is split, and a table wider than the screen scrolls inside its frame.
  overflowWrap: 'break-word',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const empty = style({
  padding: `${vars.space['6']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.text.muted,
  fontSize: vars.font.size.medium,
});
