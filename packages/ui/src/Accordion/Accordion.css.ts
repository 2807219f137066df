import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.default}` },
  },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.controlMedium,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  // A plain button: the browser's states, hover only where the pointer can hover.
  selectors: {
    '&:active:not(:disabled)': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.text.disabled },
    '&[aria-expanded="true"]': { color: vars.color.brand.secondary },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:active):not(:disabled)': { backgroundColor: vars.color.surface.hover },
      },
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const panelInner = style({
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
});
