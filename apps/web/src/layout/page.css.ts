import { createVar, globalStyle, style } from '@vanilla-extract/css';

/** Layout pieces shared by the information pages; the look comes from the --yo-* variables. */

// The library's desktop and tablet breakpoints.
const wide = '(min-width: 960px)';
const tablet = '(min-width: 600px)';

export const page = style({
  display: 'grid',
  gap: 'var(--yo-space-7)',
});

export const hero = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  alignItems: 'center',
  padding: 'var(--yo-space-6) var(--yo-space-5)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-raised)',
  boxShadow: 'var(--yo-shadow-raised)',
  '@media': {
    [wide]: { gridTemplateColumns: '3fr 2fr', padding: 'var(--yo-space-7) var(--yo-space-7)' },
  },
  selectors: {
    "&[data-tone='brand']": {
      background:
        'linear-gradient(135deg, var(--yo-color-brand-secondary) 0%, var(--yo-color-surface-inverse) 100%)',
      color: 'var(--yo-color-text-inverse)',
    },
  },
});
globalStyle(`${hero} img, ${hero} svg`, { maxWidth: '100%', height: 'auto' });

export const art = style({
  display: 'grid',
  placeItems: 'center',
});

export const heroText = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  alignContent: 'start',
});

export const eyebrow = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-small)',
  fontWeight: 'var(--yo-font-weight-bold)',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--yo-color-brand-primary)',
  selectors: { "[data-tone='brand'] &": { color: 'var(--yo-color-text-inverse)' } },
});

export const title = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-xxlarge)',
  lineHeight: 'var(--yo-font-line-height-tight)',
  overflowWrap: 'anywhere',
  '@media': { [tablet]: { fontSize: 'var(--yo-font-size-display)' } },
});

export const lead = style({
  margin: 0,
  maxWidth: '40em',
  fontSize: 'var(--yo-font-size-large)',
  lineHeight: 'var(--yo-font-line-height-normal)',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--yo-space-3)',
});

export const section = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-xlarge)',
  lineHeight: 'var(--yo-font-line-height-tight)',
  '@media': { [tablet]: { fontSize: 'var(--yo-font-size-xxlarge)' } },
});

export const subTitle = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-large)',
  lineHeight: 'var(--yo-font-line-height-tight)',
});

export const prose = style({
  display: 'grid',
  gap: 'var(--yo-space-3)',
  maxWidth: '48em',
  lineHeight: 'var(--yo-font-line-height-normal)',
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: 0 });
globalStyle(`${prose} ul, ${prose} ol`, {
  paddingLeft: 'var(--yo-space-5)',
  display: 'grid',
  gap: 'var(--yo-space-2)',
});

/** The narrowest a grid's column may be. */
export const gridMin = createVar();

export const grid = style({
  vars: { [gridMin]: '260px' },
  display: 'grid',
  gap: 'var(--yo-space-4)',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${gridMin}), 1fr))`,
  alignItems: 'stretch',
});

export const split = style({
  display: 'grid',
  gap: 'var(--yo-space-5)',
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});
globalStyle(`${split} img, ${split} svg`, { maxWidth: '100%', height: 'auto' });

export const figure = style({
  display: 'grid',
  gap: 'var(--yo-space-1)',
  padding: 'var(--yo-space-4)',
  borderRadius: 'var(--yo-radius-medium)',
  background: 'var(--yo-color-info-surface)',
  borderLeft: '4px solid var(--yo-color-brand-secondary)',
});

export const figureValue = style({
  margin: 0,
  fontSize: 'var(--yo-font-size-xlarge)',
  fontWeight: 'var(--yo-font-weight-bold)',
  color: 'var(--yo-color-brand-secondary)',
});

export const figureLabel = style({
  margin: 0,
  color: 'var(--yo-color-text-default)',
});

export const steps = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});
globalStyle(`${steps} li`, {
  counterIncrement: 'step',
  display: 'grid',
  gap: 'var(--yo-space-2)',
  alignContent: 'start',
  padding: 'var(--yo-space-4)',
  borderRadius: 'var(--yo-radius-medium)',
  background: 'var(--yo-color-surface-raised)',
  boxShadow: 'var(--yo-shadow-raised)',
  lineHeight: 'var(--yo-font-line-height-normal)',
});
globalStyle(`${steps} li::before`, {
  content: 'counter(step)',
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: 'var(--yo-radius-full)',
  background: 'var(--yo-color-brand-primary)',
  color: 'var(--yo-color-brand-on-primary)',
  fontWeight: 'var(--yo-font-weight-bold)',
});
globalStyle(`${steps} p`, { margin: 0 });

export const checkList = style({
  display: 'grid',
  gap: 'var(--yo-space-2)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  lineHeight: 'var(--yo-font-line-height-normal)',
});
globalStyle(`${checkList} li`, { position: 'relative', paddingLeft: 'var(--yo-space-6)' });
globalStyle(`${checkList} li::before`, {
  content: "''",
  position: 'absolute',
  left: '4px',
  top: '0.35em',
  width: '14px',
  height: '8px',
  borderLeft: '3px solid var(--yo-color-positive-default)',
  borderBottom: '3px solid var(--yo-color-positive-default)',
  transform: 'rotate(-45deg)',
});

export const band = style({
  display: 'grid',
  gap: 'var(--yo-space-4)',
  padding: 'var(--yo-space-6) var(--yo-space-5)',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-inverse)',
  color: 'var(--yo-color-text-inverse)',
});
globalStyle(`${band} h2`, { margin: 0, fontSize: 'var(--yo-font-size-xlarge)' });
globalStyle(`${band} p`, {
  margin: 0,
  maxWidth: '44em',
  lineHeight: 'var(--yo-font-line-height-normal)',
});
globalStyle(`${band} a:not([class])`, { color: 'var(--yo-color-text-inverse)' });

export const muted = style({
  margin: 0,
  color: 'var(--yo-color-text-muted)',
  fontSize: 'var(--yo-font-size-small)',
  lineHeight: 'var(--yo-font-line-height-normal)',
});

export const video = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: 'var(--yo-radius-large)',
  background: 'var(--yo-color-surface-inverse)',
});
