import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { choiceRow } from '../Field/Field.css.js';
import { vars } from '../tokens/theme.css.js';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['5'],
    },
  },
});

export const radio = style(choiceRow);

export const circle = style({
  position: 'relative',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginBlockStart: '1px',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      transform: 'scale(0)',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
    [`${radio}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.default },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand.secondary },
    [`${radio}[data-selected] &::after`]: {
      backgroundColor: vars.color.brand.secondary,
      transform: 'scale(1)',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical.default },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
    },
    [`${radio}[data-disabled][data-selected] &::after`]: {
      backgroundColor: vars.color.text.disabled,
    },
  },
});

export const label = style({ overflowWrap: 'anywhere', minWidth: 0 });
