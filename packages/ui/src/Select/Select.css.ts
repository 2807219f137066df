import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.js';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

/** The look of a button that opens a list box (MultiSelect's), beside the native select below. */
export const trigger = style([
  control,
  {
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.surface.hover },
    },
  },
]);

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

/** The native select's box: the chevron sits over its end, where the platform's arrow was. */
export const box = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} + 1.5rem)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      '&:hover:not(:disabled):not([aria-invalid="true"])': { borderColor: vars.color.text.default },
      '&:focus': {
        borderColor: vars.color.focus,
        boxShadow: `inset 0 0 0 1px ${vars.color.focus}`,
      },
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': {
        borderColor: vars.color.critical.default,
        boxShadow: `inset 0 0 0 1px ${vars.color.critical.default}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        borderColor: vars.color.border.disabled,
        backgroundColor: vars.color.surface.disabled,
        color: vars.color.text.disabled,
      },
      // The placeholder reads as one, as in the other fields.
      '&:has(option[value=""]:checked)': { color: vars.color.text.muted },
    },
  },
]);

export const selectChevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

globalStyle(`${select} option`, { color: vars.color.text.default });
