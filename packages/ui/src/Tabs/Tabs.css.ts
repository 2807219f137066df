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

/** Plain buttons: their states are the browser's (hover only where the pointer can hover). */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  margin: 0,
  // Narrower on phones, so a cut-off tab at the edge shows that the row scrolls.
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 'none',
  background: 'none',
  color: vars.color.text.muted,
  fontFamily: 'inherit',
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
    '&:active:not(:disabled)': { backgroundColor: vars.color.surface.sunken },
    '&[aria-selected="true"]': { color: vars.color.brand.secondary },
    '&[aria-selected="true"]::after': { backgroundColor: vars.color.brand.primary },
    // Inset, so the scrolling list does not clip the ring.
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.tablet]: { paddingInline: vars.space['4'] },
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:active):not(:disabled)': {
          backgroundColor: vars.color.surface.hover,
          color: vars.color.text.default,
        },
      },
    },
  },
});

export const panel = style({
  paddingBlock: vars.space['4'],
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
