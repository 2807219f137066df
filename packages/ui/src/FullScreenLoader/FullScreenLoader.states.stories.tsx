import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenLoader } from './FullScreenLoader.js';

/** Open over a page, with and without description, for visual regression. */
const meta = {
  title: 'Components/FullScreenLoader/States',
  component: FullScreenLoader,
  tags: ['vrt', '!autodocs'],
  args: { isOpen: true, label: 'Processing Your Request' },
  render: (args) => (
    <div>
      <h1 style={{ margin: 0 }}>Bill Pay</h1>
      <p>The page behind the loader stays faintly visible.</p>
      <FullScreenLoader {...args} />
    </div>
  ),
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithDescription: Story = {
  args: { description: 'Please do not close or refresh this page while we confirm your payment.' },
};
