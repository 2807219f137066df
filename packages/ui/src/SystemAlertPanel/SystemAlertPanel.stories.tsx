import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemAlertPanel } from './SystemAlertPanel.js';

const meta = {
  title: 'Components/SystemAlertPanel',
  component: SystemAlertPanel,
  args: {
    title: 'Service Temporarily Unavailable',
    html: '<p>Top-ups to <strong>bmobile</strong> are delayed. Bill payments are not affected.</p><p>See the <a href="https://example.com/status">service status page</a> or <a href="mailto:support@example.com">email us</a>.</p>',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['warning', 'error', 'info', 'success'] },
    announce: { control: 'inline-radio', options: [undefined, 'alert', 'status', 'none'] },
    title: { control: 'text' },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A notice from the system — a service outage, maintenance, a new rule — with a title and a message
the server sends as HTML. It is an **Alert** (same tones, icons and announcements) whose body is the
server's HTML, **sanitised inside the component**: only \`p, br, strong, em, b, i, ul, ol, li, span\`
and links to \`http\`, \`https\` or \`mailto\` (given \`rel="noopener noreferrer"\`) survive. Scripts,
event handlers, \`javascript:\` URLs, iframes and styles are removed.

**Do** pass the server's HTML as received — the component cleans it.
**Don't** sanitise elsewhere and insert HTML yourself; don't put form fields in a system alert.
`,
      },
    },
  },
} satisfies Meta<typeof SystemAlertPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Service Temporarily Unavailable');
    await expect(canvas.getByRole('link', { name: 'email us' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Hostile HTML: the script, handler, javascript: link, iframe and style are gone. */
export const Sanitised: Story = {
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    html: '<p onclick="alert(1)" style="color:red">Sunday 2–4 a.m.<script>alert(1)</script></p><iframe src="https://example.com"></iframe><a href="javascript:alert(1)">not a link</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('status');
    await expect(panel.querySelector('script, iframe, style, [onclick], [style]')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('not a link')).toBeVisible();
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Payments are paused',
    html: '<ul><li>Card payments are unavailable.</li><li>Please try again later.</li></ul>',
  },
};
