import { style } from '@vanilla-extract/css';
import { plain } from '../Button/Button.css.js';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

const hovered = { color: vars.color.brand.secondaryHover, textDecorationThickness: '2px' };
const pressed = { color: vars.color.brand.secondaryPressed };

/** The inline text link: blue, underlined, darker on hover and when pressed. */
export const inline = style({
  color: vars.color.text.link,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': hovered,
    '&[data-pressed]': pressed,
    '&[data-focus-visible]': focusRing,
    // A plain <a> with these classes (linkClassName, no react-aria): the browser's states.
    [`&${plain}:active`]: pressed,
    [`&${plain}:focus-visible`]: focusRing,
    '&[data-current]': { textDecoration: 'none', color: vars.color.text.default },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { [`&${plain}:hover:not(:active)`]: hovered } },
  },
});

/** A standalone text link (not inside a sentence) gets the 44 px touch target. */
export const standalone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

/** Keeps a button-looking link from being underlined by its hover. */
export const buttonLink = style({
  textDecoration: 'none',
  selectors: {
    '&[data-disabled]': { pointerEvents: 'none' },
  },
});
