import { globalStyle, style } from '@vanilla-extract/css';

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 'var(--yo-space-4)',
  padding: 'var(--yo-space-8) var(--yo-space-4)',
  textAlign: 'center',
});
globalStyle(`${box} h1`, {
  margin: 0,
  fontSize: 'var(--yo-font-size-xxlarge)',
});
globalStyle(`${box} p`, {
  margin: 0,
  color: 'var(--yo-color-text-muted)',
});
