import { globalStyle, style } from '@vanilla-extract/css';

export const pullQuote = style({
  margin: 0,
  padding: 'var(--yo-space-4) var(--yo-space-5)',
  borderLeft: '4px solid var(--yo-color-brand-primary)',
  background: 'var(--yo-color-surface-raised)',
  borderRadius: 'var(--yo-radius-medium)',
  fontSize: 'var(--yo-font-size-large)',
});
globalStyle(`${pullQuote} p`, {
  margin: 0,
});
