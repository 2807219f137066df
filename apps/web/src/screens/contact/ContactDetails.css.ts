import { globalStyle, style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
});
globalStyle(`${details} address`, {
  fontStyle: 'normal',
  lineHeight: 'var(--yo-font-line-height-normal)',
});
globalStyle(`${details} ul`, {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 var(--yo-space-4)',
});
globalStyle(`${details} p`, {
  margin: 0,
});
