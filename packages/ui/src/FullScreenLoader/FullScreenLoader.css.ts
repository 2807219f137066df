import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  // The page's surface, nearly opaque: the page stays faintly visible but clearly unavailable.
  backgroundColor: 'rgba(245, 246, 248, 0.92)',
});

export const modal = style({ outline: 'none', maxWidth: '100%' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['6'],
  maxWidth: 360,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  textAlign: 'center',
  outline: 'none',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
