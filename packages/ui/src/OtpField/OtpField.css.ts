import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '20rem',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

/** The code reads as six separate digits: larger, evenly spaced, centred. */
globalStyle(`${root} input`, {
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.12em',
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
});

export const countdown = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const time = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

export const expired = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.caution.default,
});
