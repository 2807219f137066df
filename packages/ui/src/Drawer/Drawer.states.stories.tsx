import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from './Drawer.js';
import { sampleFooter, signedInSections } from './drawerSample.js';

/** Both forms of the Drawer, open, for visual regression. */
const meta = {
  title: 'Components/Drawer/States',
  component: Drawer,
  tags: ['vrt', '!autodocs'],
  args: { sections: signedInSections, footer: sampleFooter },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Permanent: Story = {
  args: { variant: 'permanent' },
  render: (args) => (
    <div style={{ display: 'flex', height: '100vh' }}>
      <Drawer {...args} />
      <main style={{ flex: 1, padding: 16 }}>Page content</main>
    </div>
  ),
};

export const TemporaryOpen: Story = { args: { variant: 'temporary', isOpen: true } };

export const LongLabels: Story = {
  args: {
    variant: 'permanent',
    sections: [
      {
        title: 'A long section title that wraps',
        links: [
          { label: 'Dashboard', href: '/user', isCurrent: true },
          { label: 'Onboarding documents for businesses and charities', href: '/docs' },
        ],
      },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', height: '100vh' }}>
      <Drawer {...args} />
    </div>
  ),
};
