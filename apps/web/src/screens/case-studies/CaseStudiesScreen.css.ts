import { globalStyle, style } from '@vanilla-extract/css';

export const quote = style({
  margin: 0,
  display: 'grid',
  gap: 'var(--yo-space-2)',
});
globalStyle(`${quote} p`, {
  margin: 0,
  lineHeight: 'var(--yo-font-line-height-normal)',
});

export const quoteBy = style({
  color: 'var(--yo-color-text-muted)',
  fontSize: 'var(--yo-font-size-small)',
});

export const top = style({
  display: 'grid',
  gap: 'var(--yo-space-3)',
});
