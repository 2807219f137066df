import { style } from '@vanilla-extract/css';
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

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touchTarget,
  minWidth: '72px',
  padding: `0 ${vars.space['2']} 0 ${vars.space['3']}`,
  justifyContent: 'space-between',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const listBox = style({ padding: vars.space['1'], outline: 'none', minWidth: '88px' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': {
      fontWeight: vars.font.weight.semibold,
      color: vars.color.brand.secondary,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
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
