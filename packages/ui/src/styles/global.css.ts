import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';
import { media } from '../tokens/values.js';

/* A small base so every component starts from the same box model, font and motion rules. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // vanilla-extract's types do not know `!important`; the browser does.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
