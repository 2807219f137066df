import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../styles/utilities.css.js';
import { media } from '../tokens/values.js';
import { vars } from '../tokens/theme.css.js';

/** The circle that holds a step's number or check mark. */
const indicatorSize = '32px';
const lineWidth = '2px';
const transition = `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const root = styleVariants({
  horizontal: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    width: '100%',
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  },
  vertical: {
    display: 'block',
    width: '100%',
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  },
});

const listBase = style({ margin: 0, padding: 0, listStyle: 'none' });

export const list = styleVariants({
  horizontal: [listBase, { display: 'flex', alignItems: 'flex-start' }],
  vertical: [listBase, { display: 'flex', flexDirection: 'column' }],
});

export const step = styleVariants({
  horizontal: {
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    justifyContent: 'center',
    selectors: {
      // The line from the previous step's circle to this one's, coloured once the previous is done.
      '&:not(:first-child)::before': {
        content: '""',
        position: 'absolute',
        top: `calc((${vars.size.touchTarget} - ${lineWidth}) / 2)`,
        right: `calc(50% + ${indicatorSize} / 2 + ${vars.space['2']})`,
        left: `calc(-50% + ${indicatorSize} / 2 + ${vars.space['2']})`,
        height: lineWidth,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.border.strong,
      },
      '&[data-completed]:not(:first-child)::before, &[data-status="current"]:not(:first-child)::before':
        { backgroundColor: vars.color.brand.secondary },
    },
  },
  vertical: {
    position: 'relative',
    paddingBlockEnd: vars.space['4'],
    selectors: {
      // The line down to the next step, alongside this step's content.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        top: `calc(${vars.size.touchTarget} / 2 + ${indicatorSize} / 2 + ${vars.space['1']})`,
        bottom: vars.space['1'],
        left: `calc(${vars.size.touchTarget} / 2 - ${lineWidth} / 2)`,
        width: lineWidth,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.border.strong,
      },
      '&[data-completed]:not(:last-child)::after': { backgroundColor: vars.color.brand.secondary },
      '&:last-child': { paddingBlockEnd: 0 },
    },
  },
});

const headerBase = style({
  // Above the connecting lines, so the focus ring is never crossed by one.
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
});

export const header = styleVariants({
  horizontal: [
    headerBase,
    {
      flexDirection: 'column',
      justifyContent: 'flex-start',
      maxWidth: '100%',
      paddingInline: vars.space['1'],
      paddingBlockEnd: vars.space['1'],
      textAlign: 'center',
    },
  ],
  vertical: [headerBase, { width: '100%', paddingInlineEnd: vars.space['2'] }],
});

/** A completed step the user can press to go back and edit it. */
export const pressable = style({
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition,
  selectors: {
    '&:active:not(:disabled)': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:active):not(:disabled)': { backgroundColor: vars.color.surface.hover },
      },
    },
  },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  // Centres the circle in the 44 px row so it lines up with the connecting lines.
  marginBlock: `calc((${vars.size.touchTarget} - ${indicatorSize}) / 2)`,
  marginInline: `calc((${vars.size.touchTarget} - ${indicatorSize}) / 2)`,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  transition,
  selectors: {
    '[data-status="current"] &': {
      borderColor: vars.color.brand.primary,
      backgroundColor: vars.color.brand.primary,
      color: vars.color.brand.onPrimary,
    },
    '[data-status="completed"] &': {
      borderColor: vars.color.brand.secondary,
      backgroundColor: vars.color.brand.secondary,
      color: vars.color.brand.onSecondary,
    },
    '[data-status="invalid"] &': {
      borderColor: vars.color.critical.default,
      backgroundColor: vars.color.critical.surface,
      color: vars.color.critical.default,
    },
    '[data-disabled] &': {
      borderColor: vars.color.border.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
  },
});

export const icon = style({ width: '20px', height: '20px' });

export const label = style({
  minWidth: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  selectors: {
    '[data-orientation="vertical"] &': { fontSize: vars.font.size.medium },
    '[data-status="current"] &': {
      fontWeight: vars.font.weight.semibold,
      color: vars.color.text.default,
    },
    '[data-status="completed"] &': { color: vars.color.text.default },
    '[data-status="invalid"] &': { color: vars.color.critical.default },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        [`${pressable}:hover:not(:disabled) > &`]: {
          textDecoration: 'underline',
          textUnderlineOffset: '0.2em',
        },
      },
    },
  },
});

/**
 * Below tablet width four labels do not fit side by side: horizontal steppers hide them (screen
 * readers still read them) and the caption names the current step instead.
 */
export const labelHorizontal = style({
  ...visuallyHiddenRules(),
  '@media': {
    [media.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

function visuallyHiddenRules() {
  return {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  } as const;
}

/** Vertical steppers: the current step's form, indented under its label beside the line. */
export const content = style({
  paddingInlineStart: `calc(${vars.size.touchTarget} + ${vars.space['2']})`,
  paddingBlockStart: vars.space['2'],
  minWidth: 0,
});

/**
 * The polite live region that names the current step. Horizontal steppers show it as a caption
 * on small screens, where the step labels are hidden; otherwise only screen readers hear it.
 */
const captionVisible = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: visuallyHiddenRules(),
  },
});

export const caption = {
  horizontal: captionVisible,
  vertical: visuallyHidden,
} as const;
