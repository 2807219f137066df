import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.js';

/** Stands in for wouter's navigate: a story cannot leave the page. */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Terms and Conditions', href: '/terms' },
  argTypes: {
    appearance: { control: 'inline-radio' },
    buttonVariant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
    onPress: { control: false },
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
  parameters: {
    docs: {
      description: {
        component: `
A link goes somewhere: another page of the app, a document, another site. To start an action
(submit, open a dialog), use a **Button** instead.

- **inline**: a link inside a sentence (*Agree to Terms and Conditions*).
- **standalone**: a text link on its own line, with a 44 px touch target (*Learn More*, footer links).
- **button**: a call to action that navigates (*Pay Bills Now*, *Topup Now*), drawn with Button's
  own styles (\`buttonVariant\`, \`size\`, \`fullWidth\`) so the two never drift apart.

\`external\` opens a new tab, adds \`rel="noopener noreferrer"\` and tells screen readers
"(opens in a new tab)". \`isCurrent\` marks the link to the current page (\`aria-current="page"\`).

**Routing.** The Link is react-aria's: inside the app it navigates with the app's router, without a
page load. The app wraps its tree once in RAC's \`RouterProvider\` with wouter's navigate:

\`\`\`tsx
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';

export function AppRouter({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={(href) => base + href}>
      {children}
    </RouterProvider>
  );
}
\`\`\`

Ctrl/Cmd-click and middle-click still open a new tab, as with any link; full URLs (\`https://…\`) are
left to the browser. These stories use a stand-in \`navigate\`.

**Do** name the destination (*View all transactions*), not *Click here*; use the button appearance for
calls to action that go to a page. **Don't** use a link to submit or delete; don't open new tabs
without \`external\`.
`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activating an internal link hands the path to the app's router (no page load). */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      By continuing you agree to our <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms and Conditions' });
    await expect(link).toHaveAttribute('href', '/terms');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/terms', undefined);
  },
};

export const Standalone: Story = {
  args: { appearance: 'standalone', children: 'Learn More', href: '/case-studies/solis-credit' },
};

/** A call to action that navigates, drawn as a Button. Enter follows it. */
export const ButtonAppearance: Story = {
  args: { appearance: 'button', children: 'Pay Bills Now', href: '/user/billpay' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pay Bills Now' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/user/billpay', undefined);
  },
};

export const SecondaryButtonAppearance: Story = {
  args: {
    appearance: 'button',
    buttonVariant: 'outline',
    children: 'Topup Now',
    href: '/user/topup',
  },
};

/** Opens another site in a new tab and says so to screen readers. */
export const External: Story = {
  args: { children: 'Privacy Policy', href: 'https://example.com/privacy', external: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /Privacy Policy\s*\(opens in a new tab\)/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Current: Story = {
  args: { appearance: 'standalone', children: 'Dashboard', href: '/user', isCurrent: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dashboard' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};
