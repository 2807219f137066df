import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel.js';

/** The panel with both actions, focused, and without actions, for visual regression. */
const meta = {
  title: 'Components/ErrorPanel/States',
  component: ErrorPanel,
  tags: ['vrt', '!autodocs'],
  args: {
    title: 'OOPs...Something went wrong.',
    message:
      "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot.",
    onTryAgain: () => {},
    contactHref: '#contact',
    announce: false,
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusedContact: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
  },
};

export const NoActions: Story = { args: { onTryAgain: undefined, contactHref: undefined } };
