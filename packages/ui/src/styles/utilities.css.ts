import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

/** Hidden on screen, still read by screen readers (e.g. the "Error:" prefix of field errors). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring of the library: a 3:1 outline that also shows in forced-colours mode. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});
