import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Dialog, DialogTrigger } from './Dialog.js';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Edit Profile',
    children: 'Change the first and last name shown on your account.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio' },
    children: { control: 'text' },
    actions: { control: false },
    onOpenChange: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog
        {...args}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Confirm</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component: `
A modal dialog asks for something without leaving the page: *Edit Profile*, *Edit Payment Method*, the
OTP *Verification*. While it is open the page behind is inert: focus stays inside, Escape or the ×
button closes it, and focus returns to the button that opened it. The title names it for screen
readers.

- Put it in a \`DialogTrigger\` with the button that opens it, or control it with \`isOpen\` /
  \`onOpenChange\`.
- \`actions\` are the buttons at the bottom, main action last; they stack at 320 px. \`children\` and
  \`actions\` may be functions receiving \`close\`.
- **size**: small (400 px), medium (560), large (800), or **fullScreen** — the whole viewport with a
  blue title bar, for a task that is the whole page (*Reset Password*). A click outside closes the
  others unless \`isDismissable={false}\`.

To confirm a removal, use **AlertDialog**.

**Do** keep one task per dialog, title it with that task, and put Cancel before Confirm.
**Don't** open a dialog from a dialog (only one of the account panels is open at a time); don't put
long pages in a small dialog — use fullScreen.
`,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its button, traps focus, closes with Escape and returns focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button closes it. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Reset Password: the whole viewport, with a blue title bar. */
export const FullScreen: Story = {
  args: {
    title: 'Reset Password',
    size: 'fullScreen',
    children: 'Enter a new password for your account.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toBeVisible();
  },
};

/** Controlled: the app decides when it is open. */
export const Controlled: Story = {
  args: { isOpen: true, title: 'Verification', size: 'small' },
  render: (args) => <Dialog {...args}>Enter the 6-digit code sent to your phone.</Dialog>,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
