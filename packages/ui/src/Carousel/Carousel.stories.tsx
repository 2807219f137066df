import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel.js';
import { homeSlides, providerSlides, testimonialSlides } from './sampleSlides.js';

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    slides: homeSlides,
    label: 'Featured',
    autoplayInterval: 5000,
    onIndexChange: fn(),
  },
  argTypes: {
    slides: { control: false },
    autoplayInterval: { control: { type: 'number', step: 500 } },
    slidesPerView: { control: { type: 'number', min: 1, max: 5 } },
    controlsPlacement: { control: 'inline-radio', options: ['below', 'beside'] },
    onIndexChange: { control: false },
    goToLabel: { control: false },
    positionLabel: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A carousel shows slides one (or a few) at a time: the home page's **7 images (every 5 s)**, the
**provider logos (every 1 s)** and the **5 testimonials (every 5 s)**.

It follows the WAI-ARIA carousel pattern:
- It **never plays by itself on phones** (below the tablet width) **or for people who prefer reduced
  motion**. Elsewhere it plays every \`autoplayInterval\` ms and **pauses while hovered or focused**.
- Its controls are **one small bar** at the end of the slides (or \`controlsPlacement="beside"\`
  them from the tablet width, for one-line strips such as the page banners): **Pause / Play** first
  whenever it can play (WCAG 2.2.2), then **Previous**, **dots** (up to 5 positions; more show a
  "3 / 7" count, so the bar never wraps) and **Next**. They are 32 px (dots 24 px) targets, above
  WCAG 2.5.8's 24 px, and work with the keyboard; on touch screens a horizontal swipe moves one
  slide. With a single slide there is no bar. Slides out of view are inert.
- It is a region named by \`label\` with \`aria-roledescription="carousel"\`; each slide is a group
  named "3 of 7, …". When the user moves it, the new slide is announced politely; while it plays by
  itself it stays silent.

**Do** keep each slide's message readable without the others; use \`slidesPerView\` for logos.
**Don't** put the only copy of important information in a carousel, or use very short intervals for
slides with text to read.
`,
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeImages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // The test browser asks for reduced motion: no autoplay, so the pause button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Pause slide show' })).toBeNull();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('group', { name: /^2 of 7/ })).toBeVisible();
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(6);
  },
};

export const Dots: Story = {
  args: { slides: testimonialSlides, label: 'What our customers say' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dot = canvas.getByRole('button', { name: 'Go to slide 4' });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: /^4 of 5/ })).not.toHaveAttribute('aria-hidden');
    const first = canvasElement.querySelector('[aria-label^="1 of 5"]');
    await expect(first).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ProviderLogos: Story = {
  args: {
    slides: providerSlides,
    label: 'Our providers',
    autoplayInterval: 1000,
    slidesPerView: 3,
  },
};

export const Testimonials: Story = {
  args: { slides: testimonialSlides, label: 'What our customers say', autoplayInterval: 5000 },
};
