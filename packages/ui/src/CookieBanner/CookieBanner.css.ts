import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

export const banner = style({
  zIndex: 900,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  borderTop: `4px solid ${vars.color.brand.secondary}`,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const fixed = style({ position: 'fixed', insetInline: 0, bottom: 0 });

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: vars.size.content,
  maxHeight: '80dvh',
  overflowY: 'auto',
  marginInline: 'auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['5']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['5']} ${vars.space['6']}` } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

export const message = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.text.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  flexShrink: 0,
});

export const categories = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const category = style({
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.page,
});

export const alwaysOn = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.positive.surface,
  color: vars.color.positive.default,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '20px',
});
