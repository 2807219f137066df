import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel.js';
import { homeSlides, providerSlides, testimonialSlides } from './sampleSlides.js';

/**
 * Autoplay is off in every state so the screenshots are stable (and the test browser asks for
 * reduced motion, where the pause/play button is hidden: it shows from the tablet width otherwise).
 */
const meta = {
  title: 'Components/Carousel/States',
  component: Carousel,
  tags: ['vrt', '!autodocs'],
  args: { slides: homeSlides, label: 'Featured', autoplay: false },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven slides: the bar shows a "1 / 7" count instead of seven dots. */
export const First: Story = {};

/** Up to five positions get dots. */
export const FewSlidesDots: Story = { args: { slides: homeSlides.slice(0, 3) } };

export const FocusedDot: Story = {
  args: { slides: homeSlides.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const dot = within(canvasElement).getByRole('button', { name: 'Go to slide 2' });
    for (let i = 0; i < 12 && canvasElement.ownerDocument.activeElement !== dot; i++) {
      await userEvent.tab();
    }
  },
};

/** The bar beside the slides from the tablet width (the page banners), under them on phones. */
export const ControlsBeside: Story = {
  args: { slides: testimonialSlides.slice(0, 3), controlsPlacement: 'beside' },
};

export const Third: Story = { args: { defaultIndex: 2 } };

export const FocusedNext: Story = {
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next slide' });
    for (let i = 0; i < 12 && canvasElement.ownerDocument.activeElement !== next; i++) {
      await userEvent.tab();
    }
    next.focus();
  },
};

export const NoLoopAtStart: Story = { args: { loop: false } };

export const Logos: Story = {
  args: { slides: providerSlides, label: 'Our providers', slidesPerView: 3 },
};

export const TestimonialsLongText: Story = {
  args: { slides: testimonialSlides, label: 'What our customers say' },
};

export const SingleSlide: Story = { args: { slides: homeSlides.slice(0, 1) } };
