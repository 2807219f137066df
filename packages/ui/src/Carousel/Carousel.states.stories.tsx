import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel.js';
import { homeSlides, providerSlides, testimonialSlides } from './sampleSlides.js';

/** Autoplay is off in every state so the screenshots are stable. */
const meta = {
  title: 'Components/Carousel/States',
  component: Carousel,
  tags: ['vrt', '!autodocs'],
  args: { slides: homeSlides, label: 'Featured', autoplay: false },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};

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
