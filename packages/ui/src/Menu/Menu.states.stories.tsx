import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from './Menu.js';

/** Menus rendered open, for visual regression. */
const meta = {
  title: 'Components/Menu/States',
  component: Menu,
  tags: ['vrt', '!autodocs'],
  args: {
    trigger: 'John Doe',
    items: [
      { id: 'account', label: 'Account', href: '/user/account' },
      { id: 'disabled', label: 'Statements (coming soon)', isDisabled: true },
      { id: 'logout', label: 'Log out', tone: 'critical' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const Closed: Story = {};

export const DisabledTrigger: Story = { args: { isDisabled: true, variant: 'outline' } };
