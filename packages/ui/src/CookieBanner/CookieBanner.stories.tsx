import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner.js';

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  args: { onAccept: fn(), onSave: fn(), onAllowAll: fn(), position: 'static' },
  argTypes: {
    defaultMode: { control: 'inline-radio' },
    position: { control: 'inline-radio' },
    onAccept: { control: false },
    onSave: { control: false },
    onAllowAll: { control: false },
    message: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `
Asks for cookie consent while the choice is unknown (spec 2.16). It shows **Manage** and **Accept**;
**Manage** opens the preferences: **Necessary** (always on, shown as such and not changeable) and an
**Analytics** switch, with **Save Preferences** and **Allow All**.

It only reports the choice — \`onAccept()\`, \`onSave({ necessary: true, analytics })\`,
\`onAllowAll()\` — and never touches cookies or storage: the app stores the flag (or the 10-day
decline cookie), loads analytics if allowed, and stops rendering the banner.

It is a labelled region at the bottom of the page (\`position="fixed"\`, the default), not a modal:
the page stays usable. When Manage is pressed, focus moves to the preferences.

**Do** render it only while the choice is unknown, and offer the opt-out page to change it later.
**Don't** pre-select analytics, or hide the Manage option.
`,
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accept: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Manage, turn analytics on, Save Preferences — all by keyboard. */
export const ManageAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Manage' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The preferences load when Manage is pressed.
    const preferences = await canvas.findByRole('heading', { name: 'Cookie preferences' });
    await waitFor(() => expect(preferences).toHaveFocus());
    const necessary = canvas.getByRole('switch', { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toHaveAttribute('aria-readonly', 'true');
    const analytics = canvas.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({ necessary: true, analytics: true });
  },
};

export const AllowAll: Story = {
  args: { defaultMode: 'manage' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Allow All' }));
    await expect(args.onAllowAll).toHaveBeenCalledTimes(1);
  },
};

/** As in the app: pinned to the bottom of the window. */
export const Fixed: Story = { args: { position: 'fixed' } };
