import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const summary = style({
  boxSizing: 'border-box',
  width: '100%',
  padding: vars.space['4'],
  border: `3px solid ${vars.color.critical.default}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': focusRing,
  },
  '@media': {
    'screen and (min-width: 600px)': { padding: vars.space['5'] },
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.critical.default,
});

export const description = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space['1'],
  color: vars.color.critical.default,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': { ...focusRing, outlineOffset: '0px' },
  },
});
