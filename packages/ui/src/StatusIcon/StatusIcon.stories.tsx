import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusIcon } from './StatusIcon.js';

const meta = {
  title: 'Components/StatusIcon',
  component: StatusIcon,
  args: { status: 'Successful' },
  argTypes: {
    status: { control: 'select', options: ['Successful', 'Failed', 'Captured', 'Pending'] },
    tone: { control: 'inline-radio', options: [undefined, 'success', 'error', 'warning'] },
  },
  parameters: {
    docs: {
      description: {
        component: `
The status of a transaction as an icon, in the dashboard's recent lists and the activity table.
The spec's rule: **green for Successful, red for Failed, amber for any other status**.

Colour is never the only signal: Successful is a tick in a circle, Failed a cross in an octagon,
any other status a triangle. The icon is an image named by its status, and shows the status in a
tooltip on hover and on keyboard focus.

**Do** pass the server's status name as it is; set \`showTooltip={false}\` when the status is
written next to the icon.
**Don't** use it for anything but statuses, or as a button.
`,
      },
    },
  },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icon = canvas.getByRole('img', { name: 'Successful' });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Successful'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Failed: Story = {
  args: { status: 'Failed' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Failed' });
    await expect(icon).toHaveAttribute('data-tone', 'error');
  },
};

export const OtherStatus: Story = { args: { status: 'Captured' } };

export const InARow: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <StatusIcon status="Successful" showTooltip={false} />
      <span>Successful — 123456789 — TTD $250.00</span>
    </p>
  ),
};
