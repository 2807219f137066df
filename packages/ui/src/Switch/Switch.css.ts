import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touchTarget,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const labelFirst = style({ justifyContent: 'space-between' });

const trackWidth = '44px';
const trackHeight = '26px';
const thumb = '18px';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-hovered]:not([data-disabled]) &`]: {
      borderColor: vars.color.text.default,
    },
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.brand.secondary,
      borderColor: vars.color.brand.secondary,
    },
    [`${switchRoot}[data-selected][data-hovered]:not([data-disabled]) &`]: {
      backgroundColor: vars.color.brand.secondaryHover,
      borderColor: vars.color.brand.secondaryHover,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: {
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
    },
  },
});

export const thumbStyle = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: thumb,
  height: thumb,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${thumb} - 8px))`,
      backgroundColor: vars.color.brand.onSecondary,
    },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.text.disabled },
  },
});

export const label = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const indented = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space['3']})` });
