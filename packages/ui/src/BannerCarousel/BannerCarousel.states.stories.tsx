import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel.js';

/** Autoplay is off so the screenshots are stable. */
const meta = {
  title: 'Components/BannerCarousel/States',
  component: BannerCarousel,
  tags: ['vrt', '!autodocs'],
  args: {
    autoplay: false,
    onDismiss: () => {},
    banners: [
      {
        id: 1,
        message:
          '<p><strong>New:</strong> pay your WASA bill with Yo. <a href="https://example.com/wasa">Learn more</a></p>',
        closeable: true,
      },
      { id: 2, message: '<p>Top-ups to bmobile may be delayed.</p>', closeable: true },
    ],
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two banners: the control bar beside them from the tablet width, under them on phones. */
export const Default: Story = {};

export const FocusedNext: Story = {
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next message' });
    for (let i = 0; i < 12 && canvasElement.ownerDocument.activeElement !== next; i++) {
      await userEvent.tab();
    }
  },
};

/** A long message among others: the bar stays one short row beside (or under) it. */
export const LongMessageAmongOthers: Story = {
  args: {
    banners: [
      {
        id: 5,
        message:
          '<p>From Monday, payments to T&amp;TEC, WASA and TSTT made after 4 p.m. are credited the next working day. Pay early to avoid late fees. <a href="https://example.com/cutoff">Read about cut-off times</a></p>',
        closeable: true,
      },
      { id: 6, message: '<p>Top-ups to bmobile may be delayed.</p>', closeable: true },
      { id: 7, message: '<p>Our call centre is open every day.</p>', closeable: false },
    ],
  },
};

export const FocusedClose: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const SingleNotCloseable: Story = {
  args: { banners: [{ id: 3, message: 'Service Temporarily Unavailable', closeable: false }] },
};

export const LongMessage: Story = {
  args: {
    banners: [
      {
        id: 4,
        message:
          '<p>From Monday, payments to T&amp;TEC, WASA and TSTT made after 4 p.m. are credited the next working day. Pay early to avoid late fees. <a href="https://example.com/cutoff">Read about cut-off times</a></p>',
        closeable: true,
      },
    ],
  },
};
