import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { choiceRow } from '../Field/Field.css.js';
import { vars } from '../tokens/theme.css.js';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

/** The RAC label around the hidden input: the whole row is the 44 px target. */
export const checkbox = style(choiceRow);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginBlockStart: '1px',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSecondary,
  fontSize: '16px',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkbox}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.default },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.secondary,
      borderColor: vars.color.brand.secondary,
    },
    [`${checkbox}[data-pressed]:not([data-disabled]) &`]: {
      borderColor: vars.color.brand.secondaryPressed,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical.default },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
  },
});

export const label = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** Description and error sit under the label text, past the box. */
export const indented = style({ paddingInlineStart: `calc(22px + ${vars.space['3']})` });
