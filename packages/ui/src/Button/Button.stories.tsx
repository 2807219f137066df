import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Next', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
    onPress: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A button starts an action: moving through a stepper, submitting a payment, opening a dialog.
For going to another page, use a **Link** instead.

- **primary** (red): the one main action of a screen or step — *Next*, *SUBMIT*, *LOG IN*.
- **secondary** (blue): a second, still important action — *FINISH*, *New Transaction*.
- **outline** and **text**: lesser actions — *Back*, *Cancel*, *Edit*.
- **critical**: an action that removes something — *Remove Card*.

\`isPending\` shows progress while a request is under way; the button keeps focus and ignores presses.
\`preventDoubleActivation\` ignores a second press within 1 second: use it on every payment **SUBMIT**
so a double click makes one charge.

**Do** use one primary button per step; label buttons with what they do.
**Don't** disable a submit button to signal errors — let it run validation and show the error summary;
don't use a button for navigation.
`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'FINISH' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Back' } };

export const Text: Story = { args: { variant: 'text', children: 'Edit' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Remove Card' } };

export const Disabled: Story = {
  args: { variant: 'outline', children: 'Back', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Back' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { children: 'SUBMIT', isPending: true, pendingLabel: 'Submitting payment' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Submitting payment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A payment SUBMIT: a double click is one activation. */
export const GuardedSubmit: Story = {
  args: { children: 'SUBMIT', preventDoubleActivation: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SUBMIT' });
    await userEvent.dblClick(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
