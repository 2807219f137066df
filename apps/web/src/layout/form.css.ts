import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Layout of the app's forms (sign in, sign up, payments); the look comes from the --yo-* variables. */

const column = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});
export const formColumn = styleVariants({
  narrow: [column, { maxWidth: '28rem' }],
  wide: [column, { maxWidth: '44rem' }],
});

export const formCard = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  minWidth: 0,
  padding: 'var(--yo-space-5) var(--yo-space-4)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-raised)',
  boxShadow: 'var(--yo-shadow-raised)',
  '@media': { '(min-width: 600px)': { padding: 'var(--yo-space-6)' } },
});

export const dialogForm = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  minWidth: 0,
});
globalStyle(`${dialogForm} p`, { margin: 0 });

export const fields = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  minWidth: 0,
  alignItems: 'start',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  minWidth: 0,
  '@media': { '(min-width: 720px)': { gridColumn: '1 / -1' } },
});

export const centeredLinks = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 'var(--yo-space-2)',
  textAlign: 'center',
});
