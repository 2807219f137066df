import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { DialogTrigger } from '../Dialog/Dialog.js';
import { AlertDialog } from './AlertDialog.js';

const card = (
  <>
    <p style={{ margin: 0 }}>Are you sure you want to remove the following payment method?</p>
    <p style={{ margin: '12px 0 0', fontWeight: 600 }}>Visa •••• 4242 — Personal card</p>
  </>
);

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Remove Payment Method',
    children: card,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio' },
    children: { control: false },
    onConfirm: { control: false },
    onCancel: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="critical">Remove Card</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component: `
A confirmation before something that cannot be undone: removing a payment method or a phone
number. It is a **Dialog** with role \`alertdialog\`: screen readers announce it as an alert, a click
outside does not close it, and focus starts on **Cancel** so Enter never removes by accident.

- \`onConfirm\` may return a promise: Confirm then shows progress, the dialog closes when it
  resolves and stays open when it rejects (the app shows its error toast).
- \`tone\`: critical (red Confirm) for removals, primary for other confirmations.

**Do** say exactly what will happen and show the thing concerned (the card).
**Don't** use it for information or success messages — use a Toast or an Alert.
`,
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel; Confirm calls onConfirm and closes. */
export const RemovePaymentMethod: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Card' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Confirm waits for the removal (here 3 seconds) before closing. The test stops while it is under way:
 * react-aria's announcement of the pending button outlives the button for a few seconds.
 */
export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 3000))),
    pendingLabel: 'Removing payment method',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Card' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Removing payment method' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Cancel/ })).toBeDisabled();
  },
};
