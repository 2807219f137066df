import { globalStyle, style } from '@vanilla-extract/css';

export const listLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 'var(--yo-size-touch-target)',
  padding: 'var(--yo-space-2) var(--yo-space-3)',
  borderRadius: 'var(--yo-radius-small)',
  color: 'var(--yo-color-text-default)',
  fontWeight: 'var(--yo-font-weight-medium)',
  lineHeight: 'var(--yo-font-line-height-tight)',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: 'var(--yo-color-surface-hover)' },
    '&:focus-visible': { outline: '3px solid var(--yo-color-focus)', outlineOffset: '-3px' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + var(--yo-space-1))',
  left: 0,
  zIndex: 3,
  minWidth: '240px',
  padding: 'var(--yo-space-1)',
  background: 'var(--yo-color-surface-raised)',
  border: '1px solid var(--yo-color-border-default)',
  borderRadius: 'var(--yo-radius-medium)',
  boxShadow: 'var(--yo-shadow-overlay)',
});

export const group = style({
  position: 'relative',
});

export const chevron = style({
  display: 'inline-flex',
  marginInlineEnd: 'calc(-1 * var(--yo-space-1))',
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 3,
  display: 'grid',
  gap: 'var(--yo-space-4)',
  maxHeight: 'calc(100vh - 100%)',
  overflowY: 'auto',
  padding: 'var(--yo-space-4)',
  background: 'var(--yo-color-surface-raised)',
  borderBottom: '1px solid var(--yo-color-border-default)',
  boxShadow: 'var(--yo-shadow-overlay)',
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${panel} h2`, {
  margin: '0 0 var(--yo-space-1)',
  fontSize: 'var(--yo-font-size-small)',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'var(--yo-color-text-muted)',
});
