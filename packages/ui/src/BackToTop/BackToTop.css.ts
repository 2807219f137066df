import { style } from '@vanilla-extract/css';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: 900,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [media.desktop]: { right: vars.space['6'], bottom: vars.space['6'] },
  },
  selectors: {
    // Over a field, a button or a link: out of the way, but still where it is, so the next
    // look under it finds the same place.
    '&[data-covering]': { visibility: 'hidden', pointerEvents: 'none' },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, display: 'block' });
