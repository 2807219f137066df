import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.js';
import { MenuIcon } from '../IconButton/icons.js';
import { Drawer, type DrawerProps } from './Drawer.js';
import { sampleFooter, signedInSections } from './drawerSample.js';

const navigate = fn().mockName('navigate');

/** A small app shell: the menu button opens the temporary drawer. */
function Shell(args: DrawerProps) {
  const [open, setOpen] = useState(args.isOpen ?? false);
  return (
    <div style={{ display: 'flex', minHeight: 480, border: '1px solid #C5CBD5' }}>
      <Drawer
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
      <div style={{ flex: 1, padding: 16 }}>
        <IconButton label="Open menu" variant="outline" onPress={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <p>Page content.</p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    sections: signedInSections,
    footer: sampleFooter,
    'aria-label': 'Main',
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio' },
    sections: { control: 'object' },
    footer: { control: false },
    onOpenChange: { control: false },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => href}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => <Shell {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The side menu of the signed-in area: *Dashboard, Bill Pay, Top Up, Activity, Account*, and under
**More Info** *About Us, Contact Us, FAQs*, with a footer (terms, privacy, copyright).

- From \`media.desktop\` (960 px) up it is **permanent**: a 240 px (\`vars.size.drawer\`) column beside
  the page, a \`nav\` landmark.
- Below, it is **temporary**: the app bar's menu button opens it (\`isOpen\` / \`onOpenChange\`) as a
  modal panel sliding in from the left; Escape, a click outside, its close button or choosing a link
  closes it, and focus returns to the menu button.
- \`variant\` forces one form (\`permanent\`, \`temporary\`); the default \`auto\` follows the screen.

Links go through the app's RouterProvider (see Link); the current page has \`aria-current="page"\`.

**Do** mark the current page; keep section titles short.
**Don't** put actions (Log out) in the drawer's links — they belong in the user Menu.
`,
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Temporary: opens from the menu button; a link navigates and closes it. */
export const Temporary: Story = {
  args: { variant: 'temporary' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Bill Pay' }));
    await expect(navigate).toHaveBeenCalledWith('/user/billpay', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape closes it and focus goes back to the menu button. */
export const TemporaryEscape: Story = {
  args: { variant: 'temporary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Main' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Permanent: always shown, a navigation landmark with the More Info group. */
export const Permanent: Story = {
  args: { variant: 'permanent' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('list', { name: 'More Info' })).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
  },
};

/** Follows the screen: permanent from 960 px, temporary below. */
export const Auto: Story = { args: { variant: 'auto' } };
