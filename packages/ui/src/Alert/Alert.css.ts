import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  borderLeftWidth: 6,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  error: { backgroundColor: vars.color.critical.surface, borderColor: vars.color.critical.default },
  info: { backgroundColor: vars.color.info.surface, borderColor: vars.color.info.default },
  success: {
    backgroundColor: vars.color.positive.surface,
    borderColor: vars.color.positive.default,
  },
  warning: { backgroundColor: vars.color.caution.surface, borderColor: vars.color.caution.default },
});

export const iconTone = styleVariants({
  error: { color: vars.color.critical.default },
  info: { color: vars.color.info.default },
  success: { color: vars.color.positive.default },
  warning: { color: vars.color.caution.default },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: 2,
});

export const body = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({ margin: 0 });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});
