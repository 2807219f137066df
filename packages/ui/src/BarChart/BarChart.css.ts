import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const swatch = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: vars.radius.small,
});

export const chart = style({ width: '100%', minWidth: 0 });

/** The shown table scrolls inside its box rather than widening the page. */
export const tableBox = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

export const th = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `2px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
});

export const td = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const rowHeader = style([td, { textAlign: 'start', fontWeight: vars.font.weight.medium }]);

export const numeric = style({ textAlign: 'end' });
