import { style } from '@vanilla-extract/css';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  backgroundColor: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.text.default,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['5']} ${vars.space['5']}` },
  },
});

export const navs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: vars.space['5'],
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['5'],
  rowGap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const copyright = style({
  margin: 0,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
