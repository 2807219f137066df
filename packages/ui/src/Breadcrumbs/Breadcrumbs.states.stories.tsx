import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.js';

/** Breadcrumbs, short and wrapping, for visual regression. */
const meta = {
  title: 'Components/Breadcrumbs/States',
  component: Breadcrumbs,
  tags: ['vrt', '!autodocs'],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Partner Stories', href: '/case-studies' },
      { label: 'Solis Credit' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Long: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Collect Payments', href: '/partners' },
      { label: 'Onboarding documents for businesses', href: '/OnboardingDocuments' },
      { label: 'Cj Cubes Wholesale and Distribution Limited' },
    ],
  },
};

export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
