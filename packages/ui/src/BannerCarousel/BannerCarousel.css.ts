import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const root = style({ outline: 'none', minWidth: 0 });

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  height: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  backgroundColor: vars.color.info.surface,
  border: `1px solid ${vars.color.info.default}`,
  borderLeftWidth: 6,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
});

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'center',
  paddingTop: vars.space['2'],
  paddingBottom: vars.space['2'],
});

export const close = style({ flexShrink: 0 });
