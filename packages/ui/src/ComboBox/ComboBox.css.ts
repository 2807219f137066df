import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});
