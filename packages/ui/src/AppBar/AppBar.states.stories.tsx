import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ChevronDownIcon, IconButton, MenuIcon } from '../IconButton/index.js';
import { AppBar } from './AppBar.js';
import { SampleLogo } from './sampleLogo.js';

/** Full, focused, long name and minimal bars, for visual regression. */
const meta = {
  title: 'Components/AppBar/States',
  component: AppBar,
  tags: ['vrt', '!autodocs'],
  args: {
    logo: <SampleLogo />,
    logoLabel: 'Yo – Dashboard',
    userName: 'Keisha Ramdial-Charles',
    phone: '+1 (868) 555-0123',
    navigationButton: (
      <IconButton label="Open navigation">
        <MenuIcon />
      </IconButton>
    ),
    menu: (
      <IconButton label="Account menu">
        <ChevronDownIcon />
      </IconButton>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusedLogo: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
  },
};

export const LongName: Story = {
  args: { userName: 'Alexandrina Bartholomew-Chandrasekaran Montgomery-Fitzgerald' },
};

export const Minimal: Story = {
  args: { navigationButton: undefined, menu: undefined, phone: undefined, userName: 'Ravi' },
};
