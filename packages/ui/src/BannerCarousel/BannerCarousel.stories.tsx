import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel, type BannerMessage } from './BannerCarousel.js';

const banners: BannerMessage[] = [
  {
    id: 1,
    message:
      '<p><strong>New:</strong> pay your WASA bill with Yo. <a href="https://example.com/wasa">Learn more</a></p>',
    closeable: true,
  },
  { id: 2, message: '<p>Top-ups to bmobile may be delayed this evening.</p>', closeable: true },
  {
    id: 3,
    message: '<p>Our call centre is open 8 a.m. to 8 p.m. every day.</p>',
    closeable: false,
  },
];

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onDismiss: fn(), autoplayInterval: 5000 },
  argTypes: {
    banners: { control: 'object' },
    onDismiss: { control: false },
    closeLabel: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The dismissible messages at the top of a page (from *Banner/GetBannerMessages*). It is a
**Carousel** of banners that moves **every 5 seconds** — never on phones or for reduced motion, paused
on hover and focus, with a Pause button whenever it plays. Its small control bar (pause/play,
previous, dots, next) sits beside the banners from the tablet width and under them on phones; a
single banner has none.

Each message is the server's HTML, **sanitised** with the library's allow-list (the same one as
SystemAlertPanel). A \`closeable\` banner has a **Close** button that calls \`onDismiss(id)\`; the app
hides that banner until the next day. After a close, focus stays in the banners.

**Do** keep messages to a sentence or two with at most one link.
**Don't** use banners for errors about the user's own task (use an **Alert** there).
`,
      },
    },
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Messages' })).toBeInTheDocument();
    const close = canvas.getByRole('button', { name: 'Close message 1 of 3' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

function Dismissable() {
  const [list, setList] = useState(banners);
  return (
    <BannerCarousel
      banners={list}
      autoplay={false}
      onDismiss={(id) => setList((l) => l.filter((b) => b.id !== id))}
    />
  );
}

/** Closing removes the banner; focus stays in the banners. */
export const Dismissing: Story = {
  render: () => <Dismissable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close message 1 of 3' }));
    await expect(canvas.queryByText(/pay your WASA bill/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Close message 1 of 2' })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.ownerDocument.body,
    );
  },
};

export const SingleBanner: Story = { args: { banners: banners.slice(1, 2) } };
