import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  paddingTop: 'var(--yo-space-4)',
});
globalStyle(`${panel} h2`, {
  margin: 0,
  fontSize: 'var(--yo-font-size-xlarge)',
});
globalStyle(`${panel} p`, {
  margin: 0,
  lineHeight: 'var(--yo-font-line-height-normal)',
});
