import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.js';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, InfoIcon, MenuIcon } from './icons.js';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
    children: { control: false },
    onPress: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A square button that shows only an icon: closing a dialog, opening the side menu, previous and next
page. It is a **Button** in every other way — the same variants, states, focus ring and 44 px minimum —
because it is drawn with Button's own styles.

\`label\` is required: it is the button's accessible name ("Close", "Open menu", "Next page"), read by
screen readers and used by voice control. The icon is decorative.

The library's icons (\`CloseIcon\`, \`MenuIcon\`, \`ChevronLeftIcon\`, \`ChevronRightIcon\`,
\`ChevronDownIcon\`, \`InfoIcon\`, \`CheckIcon\`, \`ErrorIcon\`) take the text colour of their button.

**Do** use an icon everyone knows (close, menu, arrows) and name it by its action.
**Don't** use an icon-only button for a main action such as *SUBMIT*: use a Button with words.
`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const OpenMenu: Story = {
  args: { label: 'Open menu', children: <MenuIcon />, variant: 'outline', size: 'medium' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Previous: Story = { args: { label: 'Previous page', children: <ChevronLeftIcon /> } };

export const Next: Story = {
  args: { label: 'Next page', children: <ChevronRightIcon />, variant: 'secondary' },
};

export const Disabled: Story = {
  args: { label: 'More information', children: <InfoIcon />, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'More information' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
