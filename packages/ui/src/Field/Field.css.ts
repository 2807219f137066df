import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

/** The column that stacks a field's label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  selectors: {
    '[data-disabled] > &': { color: vars.color.text.disabled },
  },
});

export const requiredMarker = style({
  marginInlineStart: '0.15em',
  color: vars.color.critical.default,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.critical.default,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
  marginBlockStart: '0.2em',
});

const transition = `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

/**
 * The box of a single-line control: a bordered, rounded input (or a RAC Group holding one) that
 * reacts to RAC's data attributes. Payment fields and pickers reuse it so every input looks alike.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.controlMedium,
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  transition,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-hovered]:not([data-disabled]):not([data-invalid]):not([data-invalid] > &)': {
      borderColor: vars.color.text.default,
    },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.focus,
      boxShadow: `inset 0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid], [data-invalid] > &': {
      borderColor: vars.color.critical.default,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical.default}`,
    },
    '&[data-disabled], [data-disabled] > &': {
      cursor: 'not-allowed',
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
    '&[readonly], [data-readonly] > &': { backgroundColor: vars.color.surface.page },
  },
});

/** A control box that holds an input plus adornments (icons, buttons): the box is the Group. */
export const group = style([
  control,
  {
    gap: vars.space['2'],
    paddingBlock: 0,
    cursor: 'text',
  },
]);

/** The bare input inside a `group`: the group draws the border and the focus state. */
export const groupInput = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  padding: `${vars.space['2']} 0`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Text or an icon before or after the input inside a `group` (e.g. "+1868", a card brand). */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text.muted,
});

/** A square button inside a `group` (show password, open a picker, clear): a 44 px target. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  // Sits 4 px from the box's edge, whatever the group's padding.
  margin: 0,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.brand.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.text.disabled,
      background: 'transparent',
    },
  },
});

/**
 * The row of a checkbox or radio: the label around the hidden input, so the whole row is the 44 px
 * target. Shared as a plain object, so each control keeps its own class for its selectors.
 */
export const choiceRow = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: vars.size.touchTarget,
  paddingBlock: '10px',
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
} as const;

const focusedBox = {
  borderColor: vars.color.focus,
  boxShadow: `inset 0 0 0 1px ${vars.color.focus}`,
} as const;

/**
 * `control` for a plain input or textarea (TextField, TextArea): hover and focus come from the
 * browser's own states; the field sets `data-invalid`, `data-disabled` and `data-readonly` itself.
 */
export const inputControl = style([
  control,
  {
    selectors: {
      '&:hover:not(:disabled):not([data-invalid]):not([readonly])': {
        borderColor: vars.color.text.default,
      },
      '&:focus:not([data-invalid])': focusedBox,
      '&:focus-visible': focusRing,
    },
  },
]);

/** `group` for a plain input with adornments: the box shows the focus of anything inside it. */
export const inputGroup = style([
  group,
  {
    selectors: {
      '&:hover:not([data-disabled]):not([data-invalid]):not([data-readonly])': {
        borderColor: vars.color.text.default,
      },
      '&:focus-within:not([data-invalid])': focusedBox,
      '&:has(:focus-visible)': focusRing,
    },
  },
]);
