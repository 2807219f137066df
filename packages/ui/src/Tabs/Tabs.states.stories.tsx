import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.js';

const labels = ['General', 'Pay Bills', 'Top Up', 'Sign Up', 'Security', 'business', 'Agent'];
const items = labels.map((label) => ({
  id: label.toLowerCase().replace(/\s+/g, '-'),
  label,
  content: `Questions about ${label}.`,
}));

/** Tabs in their states, for visual regression (the row scrolls at 320 px). */
const meta = {
  title: 'Components/Tabs/States',
  component: Tabs,
  tags: ['vrt', '!autodocs'],
  args: { items, 'aria-label': 'FAQ topics' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'pay-bills' } };

export const WithDisabled: Story = {
  args: {
    items: [
      { id: 'a', label: 'Sole Trader', content: 'Sole trader documents.' },
      { id: 'b', label: 'Company', content: 'Company documents.' },
      { id: 'c', label: 'Scan2Pay only', content: 'Scan2Pay documents.', isDisabled: true },
    ],
    'aria-label': 'Business type',
  },
};

/** Keyboard focus on the selected tab. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: 'General' });
    await userEvent.tab();
  },
};
