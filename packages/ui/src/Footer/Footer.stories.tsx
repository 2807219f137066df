import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer.js';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/optout', label: 'Opt Out' },
      { href: '/faq', label: 'FAQs' },
      { href: '/secure', label: 'Security' },
    ],
    documents: [
      { href: '/documents/terms.pdf', label: 'Terms and Conditions', external: true },
      { href: '/documents/privacy.pdf', label: 'Privacy Policy', external: true },
    ],
    year: 2026,
    holder: 'Yo. All rights reserved.',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
The footer of every public page: the site's links (*/about*, */contact*, */optout*, */faq*,
*/secure*), the terms and privacy documents, and the copyright line **from 2005 to the current
year** (\`year\` defaults to this year; pass it for stable screenshots and tests).

It is the page's \`contentinfo\` landmark with two named navigation lists. Each link is a 44 px tall
target; documents that open in a new tab say so to screen readers.

**Do** keep the lists short and the labels the same as the pages' titles.
**Don't** put the main navigation here only.
`,
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2005–2026');
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await expect(
      canvas.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' }),
    ).toBeInTheDocument();
  },
};

export const LinksOnly: Story = { args: { documents: [], holder: undefined } };
