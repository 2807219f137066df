import { style } from '@vanilla-extract/css';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  backgroundColor: vars.color.surface.raised,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const icon = style({
  width: vars.space['7'],
  height: vars.space['7'],
  color: vars.color.critical.default,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  margin: 0,
  maxWidth: '52ch',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'center', alignSelf: 'center' },
  },
});
