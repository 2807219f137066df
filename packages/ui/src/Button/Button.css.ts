import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, spin } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: vars.size.touchTarget,
  border: '2px solid transparent',
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface.disabled,
      borderColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const fullWidth = style({ width: '100%' });

export const size = styleVariants({
  small: {
    minHeight: vars.size.controlSmall,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    fontSize: vars.font.size.small,
  },
  medium: {
    minHeight: vars.size.controlMedium,
    padding: `${vars.space['2']} ${vars.space['5']}`,
    fontSize: vars.font.size.medium,
  },
  large: {
    minHeight: vars.size.controlLarge,
    padding: `${vars.space['3']} ${vars.space['6']}`,
    fontSize: vars.font.size.large,
  },
});

/** Colours of a filled variant in its resting, hovered and pressed states. */
function filled(rest: string, hover: string, pressed: string, text: string) {
  return {
    backgroundColor: rest,
    borderColor: rest,
    color: text,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: hover, borderColor: hover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: pressed, borderColor: pressed },
    },
  };
}

export const variant = styleVariants({
  primary: filled(
    vars.color.brand.primary,
    vars.color.brand.primaryHover,
    vars.color.brand.primaryPressed,
    vars.color.brand.onPrimary,
  ),
  secondary: filled(
    vars.color.brand.secondary,
    vars.color.brand.secondaryHover,
    vars.color.brand.secondaryPressed,
    vars.color.brand.onSecondary,
  ),
  critical: filled(
    vars.color.critical.default,
    vars.color.brand.primaryHover,
    vars.color.brand.primaryPressed,
    vars.color.critical.onCritical,
  ),
  outline: {
    backgroundColor: vars.color.surface.raised,
    borderColor: vars.color.brand.secondary,
    color: vars.color.brand.secondary,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.info.surface },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    },
  },
  text: {
    backgroundColor: 'transparent',
    color: vars.color.brand.secondary,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.hover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
      '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' },
    },
  },
});

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
});
