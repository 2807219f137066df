import { style } from '@vanilla-extract/css';

const wide = '(min-width: 960px)';

export const bar = style({
  position: 'relative',
  zIndex: 2,
  background: 'var(--yo-color-surface-raised)',
  borderBottom: '1px solid var(--yo-color-border-default)',
  boxShadow: 'var(--yo-shadow-raised)',
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--yo-space-3)',
  maxWidth: 'var(--yo-size-content)',
  margin: '0 auto',
  padding: 'var(--yo-space-2) var(--yo-space-4)',
});

export const wideNav = style({
  display: 'none',
  alignItems: 'center',
  gap: 'var(--yo-space-1)',
  '@media': { [wide]: { display: 'flex' } },
});

export const narrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--yo-space-2)',
  '@media': { [wide]: { display: 'none' } },
});

export const homeLink = style({
  display: 'inline-flex',
  borderRadius: 'var(--yo-radius-medium)',
  selectors: {
    '&:focus-visible': { outline: '3px solid var(--yo-color-focus)', outlineOffset: '2px' },
  },
});
