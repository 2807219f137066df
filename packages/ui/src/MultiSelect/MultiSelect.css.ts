import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  minWidth: 0,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  paddingInlineStart: vars.space['4'],
  border: `1px solid ${vars.color.brand.secondary}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.info.surface,
  color: vars.color.brand.secondary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
      paddingInlineEnd: vars.space['4'],
    },
  },
});

export const tagLabel = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  paddingBlock: vars.space['1'],
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '42px',
  height: '42px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  fontSize: '14px',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});
