import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BackToTop } from './BackToTop.js';

/** Shown after scrolling, and focused, for visual regression. */
const meta = {
  title: 'Components/BackToTop/States',
  component: BackToTop,
  tags: ['vrt', '!autodocs'],
  args: { targetId: 'top' },
  render: (args) => (
    <div>
      <h1 id="top" style={{ marginTop: 0 }}>
        Activity
      </h1>
      <div style={{ height: 1200 }}>A long page.</div>
      <BackToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.ownerDocument.defaultView!.scrollTo(0, 300);
    await within(canvasElement).findByRole('button', { name: 'Back to top' });
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.ownerDocument.defaultView!.scrollTo(0, 300);
    await within(canvasElement).findByRole('button', { name: 'Back to top' });
    await userEvent.tab();
  },
};
