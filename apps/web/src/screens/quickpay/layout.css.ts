import { globalStyle, style } from '@vanilla-extract/css';

/** Layout of the payment screens (bill pay, top-up); the look comes from the --yo-* variables. */

export const screen = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  width: '100%',
  maxWidth: '60rem',
  margin: '0 auto',
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-xxlarge)',
  lineHeight: 'var(--yo-font-line-height-tight)',
});

export const stepForm = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-large)',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--yo-space-3)',
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const actionGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--yo-space-3)',
});

export const reviewGrid = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  minWidth: 0,
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: 'var(--yo-space-2) var(--yo-space-4)',
  margin: 0,
  // Phones: each value under its name.
  '@media': { '(max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});
globalStyle(`${details} dt`, { color: 'var(--yo-color-text-muted)' });
globalStyle(`${details} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    '(max-width: 479px)': { textAlign: 'start', marginBlockEnd: 'var(--yo-space-2)' },
  },
});
globalStyle(`${details} [data-total]`, { fontWeight: 'var(--yo-font-weight-bold)' });

export const note = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-small)',
  color: 'var(--yo-color-text-muted)',
});

export const frameBox = style({
  position: 'relative',
  minHeight: '20rem',
  borderRadius: 'var(--yo-radius-medium)',
  overflow: 'hidden',
  background: 'var(--yo-color-surface-raised)',
});
globalStyle(`${frameBox} iframe`, {
  display: 'block',
  width: '100%',
  // The bank's page and the result page are long on a phone: no scrolling inside a box.
  height: '60rem',
  border: 0,
  '@media': { '(min-width: 600px)': { height: '40rem' } },
});
globalStyle(`${frameBox}[data-loading] iframe`, { visibility: 'hidden' });

export const frameLoading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
});
