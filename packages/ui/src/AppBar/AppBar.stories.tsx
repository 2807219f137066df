import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChevronDownIcon, IconButton, MenuIcon } from '../IconButton/index.js';
import { AppBar } from './AppBar.js';
import { SampleLogo } from './sampleLogo.js';

const meta = {
  title: 'Components/AppBar',
  component: AppBar,
  args: {
    logo: <SampleLogo />,
    logoLabel: 'Yo – Dashboard',
    logoHref: '/user',
    userName: 'Keisha Ramdial-Charles',
    phone: '+1 (868) 555-0123',
    menu: (
      <IconButton label="Account menu">
        <ChevronDownIcon />
      </IconButton>
    ),
  },
  argTypes: {
    logo: { control: false },
    menu: { control: false },
    navigationButton: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The bar at the top of every signed-in page (the \`banner\` landmark). The logo links to the
dashboard (*/user*); then who is signed in — initials in a circle on phones, the full name and
phone number from the tablet width up (screen readers always get the full name and number); then
the user **menu** (the Menu component, with *Log out*) passed in as a slot.

\`navigationButton\` takes the button that opens the side drawer on small screens.

**Do** give the logo link a name that says where it goes.
**Don't** put page actions in the app bar; keep it the same on every page.
`,
      },
    },
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('Keisha Ramdial-Charles');
    await expect(banner).toHaveTextContent('+1 (868) 555-0123');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Yo – Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  },
};

export const WithDrawerButton: Story = {
  args: {
    navigationButton: (
      <IconButton label="Open navigation">
        <MenuIcon />
      </IconButton>
    ),
  },
};
