import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  paddingTop: 'var(--yo-space-4)',
});
globalStyle(`${panel} p`, {
  margin: 0,
});
