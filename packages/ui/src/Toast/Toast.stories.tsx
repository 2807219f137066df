import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ToastRegion, createToastQueue, showToast } from './Toast.js';

/** One queue for these stories, as an app has one. */
const queue = createToastQueue();

function Demo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button
        variant="outline"
        onPress={() =>
          showToast(
            queue,
            { tone: 'error', message: 'There was an issue sending the OTP code' },
            { timeout: 30_000 },
          )
        }
      >
        Error (30 s)
      </Button>
      <Button
        variant="outline"
        onPress={() =>
          showToast(
            queue,
            { tone: 'info', message: 'A SMS verification code has been sent to: +1(868) 555-0123' },
            { timeout: 10_000 },
          )
        }
      >
        Info (10 s)
      </Button>
      <Button
        variant="outline"
        onPress={() =>
          showToast(
            queue,
            { tone: 'success', message: 'Card details updated successfully' },
            { timeout: 3_000 },
          )
        }
      >
        Success (3 s)
      </Button>
      <Button
        variant="outline"
        onPress={() =>
          showToast(
            queue,
            { tone: 'success', message: 'Password successfully reset' },
            { timeout: 12_000 },
          )
        }
      >
        Reset success (12 s)
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { queue },
  argTypes: { queue: { control: false } },
  beforeEach: () => {
    queue.clear();
  },
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component: `
A toast is a short message about something that just happened, shown in a corner without stopping
the customer: *Card details updated successfully*, *There was an issue sending the OTP code*.

The app creates one queue (\`createToastQueue()\`), renders \`<ToastRegion queue={queue} />\` once, and
calls \`showToast(queue, { tone, message }, { timeout })\` with the spec's durations: **30 s** (OTP send
failure, reset link sent), **10 s** (resend success, download failure), **3 s** (card and profile
updates) and **12 s** (*Password successfully reset*).

- **tone**: \`error\` (red, announced at once with \`role="alert"\`), \`info\` (blue) and \`success\`
  (green), both announced politely (\`role="status"\`).
- Hovering or focusing the toasts pauses their countdown; each has a close button; F6 moves focus to
  the notifications region and back.

**Do** keep messages to one sentence and use them for outcomes the customer can ignore.
**Don't** put the only copy of important information or an action the customer must take in a
toast — use an Alert or a Dialog.
`,
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error is announced assertively and can be closed. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error (30 s)' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('There was an issue sending the OTP code');
    const region = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Info and success are polite status messages; success hides after 3 s. */
export const InfoAndSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info (10 s)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success (3 s)' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('status')).toHaveLength(2));
    await userEvent.unhover(region);
    await waitFor(
      () =>
        expect(
          within(region).queryByText('Card details updated successfully'),
        ).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};
