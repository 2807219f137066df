import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'a', title: 'What is Yo?', content: 'Pay bills, top up phones and donate.' },
  {
    id: 'b',
    title:
      'A very long question that has to wrap onto several lines on the narrowest phones without the chevron being squeezed?',
    content:
      'A long answer. Supercalifragilisticexpialidociousanswerwithoutspaces wraps anywhere rather than overflowing.',
  },
  { id: 'c', title: 'A disabled question', content: 'Hidden.', isDisabled: true },
];

/** Closed, open, focused, disabled and long text, for visual regression. */
const meta = {
  title: 'Components/Accordion/States',
  component: Accordion,
  tags: ['vrt', '!autodocs'],
  args: { items, 'aria-label': 'Questions' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['a', 'b'] },
};

export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
