import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Bottom centre on phones, bottom right from tablet up; above dialogs. */
export const region = style({
  position: 'fixed',
  zIndex: 1100,
  insetInline: vars.space['2'],
  bottom: vars.space['2'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    [media.tablet]: { insetInline: 'auto', right: vars.space['5'], bottom: vars.space['5'] },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['1']} ${vars.space['2']} ${vars.space['4']}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family.body,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.tablet]: { width: '400px' },
  },
});

export const tone = styleVariants({
  error: { borderInlineStartColor: vars.color.critical.default },
  info: { borderInlineStartColor: vars.color.info.default },
  success: { borderInlineStartColor: vars.color.positive.default },
});

export const icon = styleVariants({
  error: { color: vars.color.critical.default },
  info: { color: vars.color.info.default },
  success: { color: vars.color.positive.default },
});

export const iconBox = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingTop: vars.space['3'],
  fontSize: vars.font.size.medium,
});

export const content = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space['3'],
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const title = style({ display: 'block', fontWeight: vars.font.weight.semibold });

export const description = style({ display: 'block' });
