import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.small,
  color: vars.color.text.default,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { color: vars.color.text.muted, padding: 0 },
    '&[data-focused]': {
      backgroundColor: vars.color.brand.secondary,
      color: vars.color.brand.onSecondary,
    },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const popover = style({
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  maxWidth: 'calc(100vw - 16px)',
});

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'rgba(22, 33, 58, 0.5)',
});

export const modal = style({
  // Seven 44 px columns need 308 px: the whole width of a 320 px screen less 6 px each side.
  width: '100%',
  maxWidth: 360,
  padding: `${vars.space['2']} 6px`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const calendar = style({
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['2'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.brand.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlockEnd: vars.space['1'],
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': {
      backgroundColor: vars.color.brand.secondary,
      color: vars.color.brand.onSecondary,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const today = style({
  selectors: {
    '&:not([data-selected])': {
      boxShadow: `inset 0 0 0 1px ${vars.color.brand.secondary}`,
    },
  },
});
