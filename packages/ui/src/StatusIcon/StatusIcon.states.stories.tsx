import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within, expect } from 'storybook/test';
import { StatusIcon } from './StatusIcon.js';

/** Each tone, focused with its tooltip open, for visual regression. */
const meta = {
  title: 'Components/StatusIcon/States',
  component: StatusIcon,
  tags: ['vrt', '!autodocs'],
  args: { status: 'Successful' },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {['Successful', 'Failed', 'Captured', 'Pending'].map((status) => (
        <div key={status} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <StatusIcon status={status} showTooltip={false} />
          <span>{status}</span>
        </div>
      ))}
    </div>
  ),
};

export const FocusedWithTooltip: Story = {
  args: { status: 'Failed' },
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <StatusIcon {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toBeVisible(),
    );
  },
};
