import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

/** One row of tabs that scrolls sideways when it does not fit (seven FAQ tabs at 320 px). */
export const list = style({
  display: 'flex',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  boxShadow: `inset 0 -1px 0 ${vars.color.border.default}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  // Narrower on phones, so a cut-off tab at the edge shows that the row scrolls.
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.medium} ${vars.radius.medium} 0 0`,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['2'],
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]:not([data-disabled])': {
      backgroundColor: vars.color.surface.hover,
      color: vars.color.text.default,
    },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': { color: vars.color.brand.secondary },
    '&[data-selected]::after': { backgroundColor: vars.color.brand.primary },
    // Inset, so the scrolling list does not clip the ring.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': { [media.tablet]: { paddingInline: vars.space['4'] } },
});

export const panel = style({
  paddingBlock: vars.space['4'],
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
