import { style } from '@vanilla-extract/css';

export const box = style({
  maxWidth: 'var(--yo-size-content)',
  margin: '0 auto',
  padding: 'var(--yo-space-3) var(--yo-space-4) 0',
});
