import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  left: 'var(--yo-space-2)',
  top: '-100px',
  zIndex: 1100,
  padding: 'var(--yo-space-2) var(--yo-space-4)',
  background: 'var(--yo-color-surface-raised)',
  color: 'var(--yo-color-text-link)',
  borderRadius: 'var(--yo-radius-small)',
  selectors: {
    '&:focus': { top: 'var(--yo-space-2)', outline: '3px solid var(--yo-color-focus)' },
  },
});
