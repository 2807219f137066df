import { style } from '@vanilla-extract/css';

/** A brand mark the size of a small card (40 × 26), inside the field's box. */
export const brandIcon = style({
  display: 'block',
  width: '40px',
  height: '26px',
  flexShrink: 0,
});
