import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Alert } from './Alert.js';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Server communication error. Please try again later' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
    announce: { control: 'inline-radio', options: [undefined, 'alert', 'status', 'none'] },
    title: { control: 'text' },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
An alert tells the user something about the page or the task in front of them: a payment the
server refused, a service that is unavailable, a change that worked.

- **error** (red, octagon): something failed — the server's message after a payment, a login refused.
  Announced at once (\`role="alert"\`).
- **warning** (amber, triangle): needs attention — *Service Temporarily Unavailable*.
- **success** (green, tick): it worked. **info** (blue, circle): good to know.
  Both are announced politely (\`role="status"\`).

Each tone has its own icon shape and a hidden "Error:" / "Warning:" … prefix for screen readers,
so the meaning never rests on colour. Add a \`title\` for a short heading and an \`action\` (a Button
or Link) for the way forward.

**Do** show the spec's message verbatim; put the alert next to what it is about.
**Don't** use an alert for a field's own error (the field shows it) or for a passing confirmation
that needs no place on the page (use a Toast).
`,
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Error: Server communication error. Please try again later',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Service Temporarily Unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Warning:');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Password successfully reset' },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children: 'Top-ups may be slow on Sunday between 2 and 4 a.m.',
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Payment failed',
    children: 'Transaction declined by the card issuer.',
    action: (
      <Button size="small" variant="outline" onPress={fn()}>
        Try Again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
