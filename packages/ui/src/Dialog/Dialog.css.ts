import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The dimmed backdrop; it also centres the dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  backgroundColor: 'rgba(22, 33, 58, 0.56)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} reverse ease-in`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const fullScreenOverlay = style({ padding: 0 });

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const size = styleVariants({
  small: { maxWidth: '400px' },
  medium: { maxWidth: '560px' },
  large: { maxWidth: '800px' },
  fullScreen: {
    maxWidth: 'none',
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    boxShadow: 'none',
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  outline: 'none',
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']} ${vars.space['5']}`,
});

export const fullScreenHeader = style({
  alignItems: 'center',
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['5']}`,
  backgroundColor: vars.color.brand.secondary,
  color: vars.color.brand.onSecondary,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space['2'],
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const fullScreenTitle = style({ paddingTop: 0, fontSize: vars.font.size.large });

/** The close button on the blue full-screen header: white on blue, like Button's secondary. */
export const closeOnBrand = style({ display: 'contents' });
globalStyle(`${closeOnBrand} > button`, { color: vars.color.brand.onSecondary });
globalStyle(`${closeOnBrand} > button[data-hovered]:not([data-disabled])`, {
  backgroundColor: vars.color.brand.secondaryHover,
});
globalStyle(`${closeOnBrand} > button[data-pressed]:not([data-disabled])`, {
  backgroundColor: vars.color.brand.secondaryPressed,
});
globalStyle(`${closeOnBrand} > button[data-focus-visible]`, {
  outlineColor: vars.color.brand.onSecondary,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['4']}`,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const fullScreenBody = style({
  width: '100%',
  maxWidth: '560px',
  marginInline: 'auto',
  paddingTop: vars.space['5'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['5']} ${vars.space['5']}`,
});
