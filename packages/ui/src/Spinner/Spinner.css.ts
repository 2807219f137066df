import { style, styleVariants } from '@vanilla-extract/css';
import { spin } from '../styles/utilities.css.js';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  maxWidth: '100%',
});

export const layout = styleVariants({
  inline: { flexDirection: 'row' },
  stacked: { flexDirection: 'column', textAlign: 'center' },
});

export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderStyle: 'solid',
  borderColor: vars.color.surface.sunken,
  borderTopColor: vars.color.brand.primary,
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still moving (it is the only sign of progress), but slowly.
    [media.reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  small: { width: vars.size.icon, height: vars.size.icon, borderWidth: 3 },
  medium: { width: vars.size.controlMedium, height: vars.size.controlMedium, borderWidth: 4 },
  large: { width: vars.space['8'], height: vars.space['8'], borderWidth: 5 },
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const labelSize = styleVariants({
  small: { fontSize: vars.font.size.small },
  medium: { fontSize: vars.font.size.medium },
  large: { fontSize: vars.font.size.large },
});
