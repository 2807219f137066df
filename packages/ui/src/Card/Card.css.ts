import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const variant = styleVariants({
  raised: { boxShadow: vars.shadow.raised, border: `1px solid transparent` },
  outlined: { border: `1px solid ${vars.color.border.default}` },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  margin: 0,
  flex: '1 1 auto',
  minWidth: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const body = style({ padding: vars.space['4'], flex: '1 1 auto', minWidth: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});
