import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRing, spin } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

/**
 * Marks an element whose states come from pseudo-classes (`:hover`, `:active`, `:focus-visible`)
 * rather than react-aria's data attributes. Hover applies only where the pointer can hover, as
 * react-aria's `data-hovered` does (a tap does not leave it hovered).
 */
export const plain = style({});

const canHover = '(hover: hover)';

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
    // A plain <button> or <a> with these classes (no react-aria, see classNames.ts) gets its
    // states from the browser's pseudo-classes instead of react-aria's data attributes.
    [`&${plain}:focus-visible`]: focusRing,
    '&[data-disabled], &:disabled': {
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
    ...states(
      { backgroundColor: hover, borderColor: hover },
      { backgroundColor: pressed, borderColor: pressed },
    ),
  };
}

/** A variant's hovered and pressed looks, for react-aria's elements and for plain ones. */
function states(hovered: StyleRule, pressed: StyleRule) {
  return {
    selectors: {
      '&[data-hovered]:not([data-disabled])': hovered,
      '&[data-pressed]:not([data-disabled])': pressed,
      // A pending button ignores presses and shows no hover, as react-aria's did.
      [`&${plain}:active:not(:disabled):not([data-pending])`]: pressed,
    },
    '@media': {
      [canHover]: {
        selectors: {
          [`&${plain}:hover:not(:active):not(:disabled):not([data-pending])`]: hovered,
        },
      },
    },
  } satisfies StyleRule;
}

const textStates = states(
  { backgroundColor: vars.color.surface.hover },
  { backgroundColor: vars.color.surface.sunken },
);

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
    ...states(
      { backgroundColor: vars.color.info.surface },
      { backgroundColor: vars.color.surface.sunken },
    ),
  },
  text: {
    backgroundColor: 'transparent',
    color: vars.color.brand.secondary,
    ...textStates,
    selectors: {
      ...textStates.selectors,
      '&[data-disabled], &:disabled': {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
      },
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

/** The pending indicator's box: the spinner, named for screen readers. */
export const progress = style({ display: 'inline-flex', flexShrink: 0 });
