import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Footer } from './Footer.js';

/** Full, focused and minimal footers, for visual regression (the year is fixed). */
const meta = {
  title: 'Components/Footer/States',
  component: Footer,
  tags: ['vrt', '!autodocs'],
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
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const Minimal: Story = {
  args: { documents: [], holder: undefined, links: [{ href: '/faq', label: 'FAQs' }] },
};
