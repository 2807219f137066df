import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.js';

/** Square sizes; the colours, focus ring and states come from Button's styles. */
export const square = styleVariants({
  small: {
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    padding: 0,
    fontSize: vars.font.size.medium,
  },
  medium: {
    width: vars.size.controlMedium,
    height: vars.size.controlMedium,
    padding: 0,
    fontSize: vars.font.size.large,
  },
  large: {
    width: vars.size.controlLarge,
    height: vars.size.controlLarge,
    padding: 0,
    fontSize: vars.font.size.xlarge,
  },
});
