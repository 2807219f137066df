import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 800,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.space['8'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  '@media': {
    [media.tablet]: { gap: vars.space['3'], padding: `${vars.space['2']} ${vars.space['5']}` },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  color: vars.color.brand.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const spacer = style({ flex: '1 1 auto', minWidth: 0 });

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.secondary,
  color: vars.color.brand.onSecondary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
});

/** Name and phone: read by screen readers everywhere, shown from the tablet width up. */
export const identity = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  '@media': {
    [media.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
      display: 'flex',
      flexDirection: 'column',
      minWidth: 0,
    },
  },
});

export const name = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const phone = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.tight,
});

export const slot = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });
