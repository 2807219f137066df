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
});

export const column = style({
  padding: `${vars.space['3']} ${vars.space['2']}`,
  borderBottom: `2px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  selectors: {
    // The sort button's box covers the header (see sortButton), so it holds the button.
    '&[data-allows-sorting]': { position: 'relative', cursor: 'pointer' },
  },
  '@media': {
    [media.tablet]: { padding: `${vars.space['3']} ${vars.space['3']}` },
    // Not on touch screens, where a tap would leave the header looking hovered.
    '(hover: hover)': {
      selectors: { '&[data-allows-sorting]:hover': { backgroundColor: vars.color.surface.hover } },
    },
  },
});

/** A header that may wrap below the tablet width (see `wrapHeaderOnMobile`). */
export const columnWrapsOnMobile = style({
  whiteSpace: 'normal',
  '@media': { [media.tablet]: { whiteSpace: 'nowrap' } },
});

/** A long header over short values that may take two lines at any width (see `wrapHeader`). */
export const columnWraps = style({ whiteSpace: 'normal' });

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.space['5'],
});

/**
 * A sortable header's button: the header's text and icon, looking like the header itself. Its
 * `::after` covers the whole header cell, so a press anywhere in the header sorts and the focus
 * ring outlines the header, as before.
 */
export const sortButton = style({
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  cursor: 'inherit',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:focus-visible::after': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const sortIcon = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  color: vars.color.brand.secondary,
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.default}` },
  },
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['2']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['3']} ${vars.space['3']}` } },
  verticalAlign: 'middle',
  // break-word (not anywhere) keeps words whole when the columns can fit them; only an overlong
  // word is split, and a table wider than the screen scrolls inside its frame.
  overflowWrap: 'break-word',
  // A row header is a th: the same weight as the other cells.
  fontWeight: 'inherit',
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
