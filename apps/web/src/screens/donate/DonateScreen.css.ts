import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const charity = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  padding: 'var(--yo-space-5)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-raised)',
  boxShadow: 'var(--yo-shadow-raised)',
  '@media': {
    '(min-width: 600px)': {
      gridTemplateColumns: '96px 1fr auto',
      alignItems: 'center',
    },
  },
});
globalStyle(`${charity} h3`, {
  margin: '0 0 var(--yo-space-2)',
  fontSize: 'var(--yo-font-size-large)',
});
globalStyle(`${charity} p`, {
  margin: 0,
  lineHeight: 'var(--yo-font-line-height-normal)',
});
