import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastRegion, createToastQueue, showToast, type ToastContent } from './Toast.js';

const queue = createToastQueue({ maxVisibleToasts: 4 });

function show(toasts: ToastContent[]) {
  queue.clear();
  // No timeout: the screenshot is taken while they are shown.
  for (const toast of toasts) showToast(queue, toast);
}

/** Toasts shown (without timeout), for visual regression. */
const meta = {
  title: 'Components/Toast/States',
  component: ToastRegion,
  tags: ['vrt', '!autodocs'],
  args: { queue },
  render: (args) => <ToastRegion {...args} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  beforeEach: () =>
    show([
      { tone: 'error', message: 'There was an issue sending the OTP code' },
      { tone: 'info', message: 'Password reset link has been sent to: jane.doe@example.com' },
      { tone: 'success', message: 'Payment method removed successfully' },
    ]),
};

export const WithTitleAndLongText: Story = {
  beforeEach: () =>
    show([
      {
        tone: 'error',
        title: 'Download failed',
        message:
          'Error downloading file. Please try again later. A-very-long-unbroken-reference-0123456789-0123456789',
      },
    ]),
};
