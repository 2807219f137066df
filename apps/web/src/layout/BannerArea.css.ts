import { style } from '@vanilla-extract/css';

export const area = style({
  display: 'grid',
  gap: 'var(--yo-space-2)',
  maxWidth: 'var(--yo-size-content)',
  margin: '0 auto',
  padding: 'var(--yo-space-3) var(--yo-space-4) 0',
});
