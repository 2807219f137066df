import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
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

/** The preferences are a chunk of their own: the screenshot waits until they have arrived. */
const preferencesShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('switch', { name: 'Analytics' });
};

export const Manage: Story = { args: { defaultMode: 'manage' }, play: preferencesShown };

export const ManageAnalyticsOn: Story = {
  args: { defaultMode: 'manage', defaultAnalytics: true },
  play: preferencesShown,
};
