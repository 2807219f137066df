import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.js';
import { vars } from '../tokens/theme.css.js';

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
