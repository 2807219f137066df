import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  alignItems: 'start',
  '@media': {
    '(min-width: 960px)': {
      gridTemplateColumns: '3fr 2fr',
    },
  },
});

export const form = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  padding: 'var(--yo-space-5)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-raised)',
  boxShadow: 'var(--yo-shadow-raised)',
});
globalStyle(`${form} h2`, {
  margin: 0,
  fontSize: 'var(--yo-font-size-xlarge)',
});
