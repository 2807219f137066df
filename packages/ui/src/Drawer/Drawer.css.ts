import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The permanent drawer: a 240 px column beside the content. */
export const permanent = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.drawer,
  flexShrink: 0,
  height: '100%',
  minHeight: 0,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.family.body,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  backgroundColor: 'rgba(22, 33, 58, 0.56)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} reverse ease-in` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

/** The temporary drawer: slides in from the start edge over the page. */
export const modal = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: `min(calc(${vars.size.drawer} + ${vars.space['7']}), calc(100vw - ${vars.space['7']}))`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.duration.fast} reverse ease-in`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
  fontFamily: vars.font.family.body,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['2']} 0 ${vars.space['4']}`,
  minHeight: vars.size.controlLarge,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['2']}`,
});

export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['1']}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.info.surface,
      color: vars.color.brand.secondary,
      fontWeight: vars.font.weight.semibold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space['2'],
      width: '4px',
      borderRadius: vars.radius.small,
      backgroundColor: vars.color.brand.primary,
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const footer = style({
  marginTop: 'auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});
