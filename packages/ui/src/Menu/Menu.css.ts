import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const menu = style({
  minWidth: '200px',
  padding: vars.space['1'],
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.small,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const critical = style({ color: vars.color.critical.default });

export const triggerIcon = style({
  display: 'inline-flex',
  marginInlineEnd: `-${vars.space['1']}`,
});
