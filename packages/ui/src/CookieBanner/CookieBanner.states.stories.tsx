import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBanner } from './CookieBanner.js';

const noop = () => {};

/** The banner in both modes, pinned to the bottom as in the app, for visual regression. */
const meta = {
  title: 'Components/CookieBanner/States',
  component: CookieBanner,
  tags: ['vrt', '!autodocs'],
  args: { onAccept: noop, onSave: noop, onAllowAll: noop },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};

export const Manage: Story = { args: { defaultMode: 'manage' } };

export const ManageAnalyticsOn: Story = { args: { defaultMode: 'manage', defaultAnalytics: true } };
