import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

/** The floating panel of Select, ComboBox and MultiSelect: as wide as its trigger. */
export const popover = style({
  boxSizing: 'border-box',
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
  fontFamily: vars.font.family.body,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.small,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': {
      fontWeight: vars.font.weight.semibold,
      color: vars.color.brand.secondary,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const optionLabel = style({ flex: '1 1 auto', minWidth: 0 });

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25em',
  color: vars.color.brand.secondary,
});

export const empty = style({
  padding: `${vars.space['3']} ${vars.space['3']}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});
