import type { IllustrationKind } from '../art/Illustration';

/** The home carousel's seven slides (spec 2.6: 7 images). */
export const homeSlides: { kind: IllustrationKind; alt: string; caption: string }[] = [
  {
    kind: 'billpay',
    alt: 'A bill, a payment card and a green check mark',
    caption: 'Pay T&TEC, WASA and more in under 2 minutes',
  },
  {
    kind: 'topup',
    alt: 'A phone showing a $100 top-up',
    caption: 'Top up Digicel and bmobile prepaid phones',
  },
  { kind: 'donate', alt: 'Three hearts', caption: 'Give to causes that matter at home' },
  {
    kind: 'scan',
    alt: 'A phone scanning a QR code',
    caption: 'Scan2Pay: pay for goods with your phone',
  },
  { kind: 'agent', alt: 'A shop front with an agent sign', caption: 'Pay in cash at 120+ agents' },
  { kind: 'secure', alt: 'A blue shield with a padlock', caption: 'Protected by 3-D Secure' },
  {
    kind: 'gateway',
    alt: 'A laptop showing a checkout page',
    caption: 'Take card payments on your website',
  },
];

/** Payees and carriers people pay through Yo, drawn as simple wordmarks. */
export const providers = [
  { name: 'T&TEC', color: '#0B4F9C' },
  { name: 'WASA', color: '#0E7490' },
  { name: 'Digicel', color: '#C8102E' },
  { name: 'bmobile', color: '#1B6E35' },
  { name: 'Flow', color: '#5B2C83' },
  { name: 'Amplia', color: '#16213A' },
  { name: 'Guardian', color: '#8A5300' },
  { name: 'Massy', color: '#A80D26' },
];

/** Spec 2.6: five testimonials. */
export const testimonials = [
  {
    quote:
      'I paid my light bill from the maxi on the way to work. Two minutes, done, and the receipt was in my email.',
    name: 'Kerry-Ann M.',
    place: 'Arima',
  },
  {
    quote:
      'Topping up my mother’s phone in Tobago used to mean a trip to the shop. Now I do it from my couch in Chaguanas.',
    name: 'Rajesh S.',
    place: 'Chaguanas',
  },
  {
    quote:
      'We put the Scan2Pay code on the counter and half our customers stopped asking for change.',
    name: 'Marlon J.',
    place: 'San Fernando',
  },
  {
    quote:
      'The agent by my house takes cash for WASA and the credit union. I never stand in a long line again.',
    name: 'Gail P.',
    place: 'Point Fortin',
  },
  {
    quote: 'Donating to the animal shelter took less time than making a cup of tea.',
    name: 'Anthony C.',
    place: 'Diego Martin',
  },
];
