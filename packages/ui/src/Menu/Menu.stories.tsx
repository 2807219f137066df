import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu.js';

const userTrigger = (
  <span style={{ display: 'grid', textAlign: 'start', lineHeight: 1.25 }}>
    <span>John Doe</span>
    <span style={{ fontSize: 14, fontWeight: 400 }}>+1(868) 555-0123</span>
  </span>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: userTrigger,
    items: [
      { id: 'account', label: 'Account', href: '/user/account' },
      { id: 'logout', label: 'Log out', tone: 'critical' },
    ],
    onAction: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
    placement: { control: 'inline-radio' },
    trigger: { control: false },
    items: { control: 'object' },
    onAction: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A menu button opens a short list of actions: the signed-in user menu in the app bar (the user's
initials or name and phone, and **Log out**).

The button is named by what it shows; an \`aria-label\` (e.g. for initials) must start with the visible
text (*JD, account menu for John Doe*) so voice control users can say what they see.
The button says it has a menu (\`aria-haspopup\`, \`aria-expanded\`). Enter, Space or ↓ opens it and
focuses the first item; ↑/↓ move, Enter chooses, Escape closes and returns focus to the button; typing
a letter jumps to the item that starts with it. An item with \`href\` navigates through the app's
router; the others call \`onAction(id)\`.

**Do** keep menus short (up to 7 items) and label items with verbs or destinations.
**Don't** hide the main navigation in a menu — use the Drawer; don't put form fields in a menu.
`,
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard path to Log out. */
export const UserMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /John Doe/ });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: /John Doe/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Initials: Story = {
  args: { trigger: 'JD', 'aria-label': 'JD, account menu for John Doe', variant: 'outline' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

export const WithDisabledItem: Story = {
  args: {
    trigger: 'Actions',
    'aria-label': undefined,
    variant: 'secondary',
    placement: 'bottom start',
    items: [
      { id: 'edit', label: 'Edit card' },
      { id: 'primary', label: 'Make primary', isDisabled: true },
      { id: 'remove', label: 'Remove card', tone: 'critical' },
    ],
  },
};
