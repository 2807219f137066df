import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const item = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const separator = style({
  display: 'inline-flex',
  paddingInline: vars.space['1'],
  color: vars.color.text.muted,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.small,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand.secondaryHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text.default,
      textDecoration: 'none',
      cursor: 'default',
    },
  },
});
