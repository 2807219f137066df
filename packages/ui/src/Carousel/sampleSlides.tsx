import type { CSSProperties } from 'react';
import { vars } from '../tokens/theme.css.js';
import type { CarouselSlide } from './Carousel.js';

const panel = (background: string): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 8,
  minHeight: 180,
  padding: 24,
  boxSizing: 'border-box',
  background,
  color: vars.color.text.inverse,
  borderRadius: vars.radius.medium,
});

const backgrounds = [
  vars.color.brand.secondary,
  vars.color.brand.primary,
  vars.color.surface.inverse,
  vars.color.positive.default,
  vars.color.brand.secondaryPressed,
  vars.color.brand.primaryPressed,
  vars.color.brand.secondaryHover,
];

/** Seven stand-in "images" for the home carousel. */
export const homeSlides: CarouselSlide[] = [
  'Pay your bills in minutes',
  'Top up Digicel and bmobile',
  'Donate to the causes you care about',
  'Save your cards securely',
  'Track every transaction',
  'Get receipts by email',
  'Available day and night',
].map((title, i) => ({
  id: `home-${i + 1}`,
  label: title,
  content: (
    <div style={panel(backgrounds[i]!)}>
      <strong style={{ fontSize: 22, lineHeight: 1.25 }}>{title}</strong>
      <span>Slide {i + 1} of the home carousel.</span>
    </div>
  ),
}));

/** Provider "logos": short names in bordered tiles. */
export const providerSlides: CarouselSlide[] = [
  'T&TEC',
  'WASA',
  'TSTT',
  'Digicel',
  'bmobile',
  'Flow',
  'Amplia',
].map((name, i) => ({
  id: `provider-${i + 1}`,
  label: name,
  content: (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 72,
        margin: '0 4px',
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: 8,
        background: vars.color.surface.raised,
        color: vars.color.text.default,
        fontWeight: 700,
      }}
    >
      {name}
    </div>
  ),
}));

/** Testimonials: quotes with their authors. */
export const testimonialSlides: CarouselSlide[] = [
  ['Paying T&TEC from my phone took a minute.', 'Anika, Chaguanas'],
  ['I top up my mother’s phone from abroad every week.', 'Marcus, Toronto'],
  ['The receipts come straight to my email.', 'Priya, San Fernando'],
  ['Donating to the food bank was easy.', 'Jason, Arima'],
  ['Saved cards make it so quick.', 'Dana, Port of Spain'],
].map(([quote, author], i) => ({
  id: `testimonial-${i + 1}`,
  label: `Testimonial from ${author}`,
  content: (
    <figure
      style={{
        margin: 0,
        padding: 24,
        background: vars.color.surface.raised,
        borderRadius: 8,
        border: `1px solid ${vars.color.border.default}`,
      }}
    >
      <blockquote style={{ margin: 0, fontSize: 18, lineHeight: 1.5 }}>“{quote}”</blockquote>
      <figcaption style={{ marginTop: 8, color: vars.color.text.muted }}>— {author}</figcaption>
    </figure>
  ),
}));
