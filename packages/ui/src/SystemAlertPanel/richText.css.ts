import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.js';
import { vars } from '../tokens/theme.css.js';

/** Typography for sanitised server HTML (system alerts, banners). */
export const richText = style({ overflowWrap: 'anywhere' });

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, {
  marginTop: vars.space['2'],
  marginBottom: vars.space['2'],
});
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space['5'] });
globalStyle(`${richText} a`, {
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${richText} a:focus-visible`, { ...focusRing, borderRadius: vars.radius.small });
