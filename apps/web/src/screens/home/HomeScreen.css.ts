import { globalStyle, style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  alignItems: 'center',
  padding: 'var(--yo-space-6) var(--yo-space-5)',
  borderRadius: 'var(--yo-radius-large)',
  background:
    'linear-gradient(135deg, var(--yo-color-brand-secondary) 0%, var(--yo-color-surface-inverse) 100%)',
  color: 'var(--yo-color-text-inverse)',
  '@media': {
    '(min-width: 960px)': { gridTemplateColumns: '3fr 2fr', padding: 'var(--yo-space-7)' },
  },
});

export const heroText = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
});

export const carouselBox = style({
  padding: 'var(--yo-space-3)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-raised)',
  color: 'var(--yo-color-text-default)',
  minWidth: 0,
});

export const slide = style({
  margin: 0,
  display: 'grid',
  gap: 'var(--yo-space-2)',
  justifyItems: 'center',
});
globalStyle(`${slide} figcaption`, {
  fontWeight: 'var(--yo-font-weight-semibold)',
  textAlign: 'center',
});

export const quote = style({
  margin: 0,
  display: 'grid',
  gap: 'var(--yo-space-2)',
});
globalStyle(`${quote} p`, { margin: 0, lineHeight: 'var(--yo-font-line-height-normal)' });

export const quoteBy = style({
  color: 'var(--yo-color-text-muted)',
  fontSize: 'var(--yo-font-size-small)',
});

export const logoSlide = style({
  display: 'flex',
  justifyContent: 'center',
});
