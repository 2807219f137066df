import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.text.default,
});

export const sizeGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const select = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const label = style({ color: vars.color.text.muted, fontWeight: vars.font.weight.medium });

/** The platform's select in the look of a small button; the chevron sits over its end. */
export const selectBox = style({ position: 'relative', display: 'inline-flex' });

export const selectButton = style({
  appearance: 'none',
  minHeight: vars.size.touchTarget,
  minWidth: '72px',
  margin: 0,
  padding: `0 calc(${vars.space['2']} + 1.25em + ${vars.space['1']}) 0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } },
    },
  },
});

globalStyle(`${selectBox} > svg`, {
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const range = style({ color: vars.color.text.muted, whiteSpace: 'nowrap' });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const pages = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space['1'],
  alignItems: 'center',
  '@media': { [media.tablet]: { display: 'flex' } },
});

/** On phones the page list is replaced by "3 / 6" between previous and next. */
export const compact = style({
  minWidth: vars.size.touchTarget,
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.space['5'],
  color: vars.color.text.muted,
});

export const pageButton = style({
  minWidth: vars.size.touchTarget,
  width: 'auto',
  paddingInline: vars.space['2'],
  fontSize: vars.font.size.small,
});
