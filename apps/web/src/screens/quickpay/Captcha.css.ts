import { globalStyle, style } from '@vanilla-extract/css';

export const box = style({ minWidth: 0, maxWidth: '100%' });

globalStyle(`${box} altcha-widget`, {
  display: 'block',
  maxWidth: '100%',
  vars: {
    '--altcha-max-width': '100%',
    '--altcha-color-base': 'var(--yo-color-surface-raised)',
    '--altcha-color-text': 'var(--yo-color-text-default)',
    '--altcha-color-border': 'var(--yo-color-border-strong)',
    '--altcha-border-radius': 'var(--yo-radius-medium)',
  },
});
