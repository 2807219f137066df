import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Processing Your Request' },
  argTypes: {
    size: { control: 'inline-radio' },
    layout: { control: 'inline-radio' },
  },
  parameters: {
    docs: {
      description: {
        component: `
A spinner shows that something is under way and we cannot say how long it will take — for example
*Processing Your Request* while the card payment provider's page loads.

It is a \`progressbar\` named by its label, inside a polite \`status\` live region so a screen reader
hears the label when it appears. The ring turns slowly for people who ask for reduced motion.

**Do** say what is happening in the label; keep it on screen (\`showLabel\`) when the wait is long.
**Don't** use a spinner inside a button (Button has \`isPending\`) or to cover the whole screen
(use **FullScreenLoader**).
`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Processing Your Request' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing Your Request');
  },
};

export const Stacked: Story = { args: { layout: 'stacked', size: 'large' } };

export const LabelHidden: Story = {
  args: { label: 'Loading transactions', showLabel: false, size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading transactions' }),
    ).toBeInTheDocument();
  },
};
