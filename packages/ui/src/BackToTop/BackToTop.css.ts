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
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, display: 'block' });
