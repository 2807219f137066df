import { globalStyle, style } from '@vanilla-extract/css';

/** Layout of the top-up steps; the look comes from the --yo-* variables. */

export const carrierBadge = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--yo-space-2)',
  margin: 0,
  minHeight: '2rem',
  fontWeight: 'var(--yo-font-weight-bold)',
});
globalStyle(`${carrierBadge} img`, { height: '2rem', width: 'auto', maxWidth: '8rem' });

/** Only on phones (2.8). */
export const securityMarks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--yo-space-2)',
  margin: 0,
  fontSize: 'var(--yo-font-size-small)',
  color: 'var(--yo-color-text-muted)',
  '@media': { '(min-width: 600px)': { display: 'none' } },
});
