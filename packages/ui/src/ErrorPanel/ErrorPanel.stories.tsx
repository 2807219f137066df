import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel.js';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'OOPs...Something went wrong.',
    message:
      "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot.",
    onTryAgain: fn(),
    contactHref: '#contact',
  },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    onTryAgain: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The generic failure block, shown when a payment or a page fails without a message of its own. It
reads *OOPs...Something went wrong.* and offers **Try Again** (the app reloads the page or repeats
the request) and **Contact Us** (a link: */contact* for guests, */user/contactus* for users).

The texts come from the app (\`@yo/domain\`'s messages), so the panel never drifts from the spec.
The title and message are announced when the panel appears.

**Do** use it when there is no server message to show; keep both ways forward.
**Don't** use it for a message the server gave — show that in an error **Alert** instead.
`,
      },
    },
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('OOPs...Something went wrong.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveFocus();
  },
};

export const TryAgainOnly: Story = { args: { contactHref: undefined } };
