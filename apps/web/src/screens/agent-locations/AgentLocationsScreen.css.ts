import { globalStyle, style } from '@vanilla-extract/css';

export const results = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
});
globalStyle(`${results} h2`, {
  margin: 0,
});
globalStyle(`${results} p`, {
  margin: 0,
  color: 'var(--yo-color-text-muted)',
});

export const unbroken = style({
  whiteSpace: 'nowrap',
});
