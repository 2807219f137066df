import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  width: '100%',
  // The footer starts below the fold, so a screen arriving does not push it down (no shift).
  minHeight: '100vh',
  maxWidth: 'var(--yo-size-content)',
  margin: '0 auto',
  padding: 'var(--yo-space-5) var(--yo-space-4) var(--yo-space-8)',
  selectors: { '&:focus': { outline: 'none' } },
});
