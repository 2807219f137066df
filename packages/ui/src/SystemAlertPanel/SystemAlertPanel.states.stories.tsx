import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { SystemAlertPanel } from './SystemAlertPanel.js';

/** Every tone, lists, links and long text, for visual regression. */
const meta = {
  title: 'Components/SystemAlertPanel/States',
  component: SystemAlertPanel,
  tags: ['vrt', '!autodocs'],
  args: {
    title: 'Service Temporarily Unavailable',
    html: '<p>Top-ups to <strong>bmobile</strong> are delayed. See the <a href="https://example.com/status">status page</a>.</p>',
    announce: 'none',
  },
} satisfies Meta<typeof SystemAlertPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SystemAlertPanel {...args} />
      <SystemAlertPanel
        {...args}
        tone="error"
        title="Payments are paused"
        html="<ul><li>Card payments are unavailable.</li><li>Please <em>try again</em> later.</li></ul>"
      />
      <SystemAlertPanel
        {...args}
        tone="info"
        title="Scheduled maintenance"
        html="<p>Sunday between 2 and 4 a.m.</p><ol><li>Bill pay</li><li>Top up</li></ol>"
      />
      <SystemAlertPanel
        {...args}
        tone="success"
        title="All services restored"
        html="Thank you for your patience."
      />
    </div>
  ),
};

export const FocusedLink: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const LongText: Story = {
  args: {
    title: 'A long system alert title that has to wrap onto several lines at 320 pixels',
    html: '<p>https://example.com/a/very/long/address/without/spaces/that/must/wrap/anywhere/at/320px and a <a href="https://example.com/status">link</a>.</p>',
  },
};
