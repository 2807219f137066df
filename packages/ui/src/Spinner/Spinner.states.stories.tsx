import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, type SpinnerSize } from './Spinner.js';

const sizes: SpinnerSize[] = ['small', 'medium', 'large'];

/** Every size and layout, for visual regression. */
const meta = {
  title: 'Components/Spinner/States',
  component: Spinner,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Processing Your Request' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {sizes.map((size) => (
        <Spinner key={size} {...args} size={size} announce={false} />
      ))}
      {sizes.map((size) => (
        <Spinner key={`s-${size}`} {...args} size={size} layout="stacked" announce={false} />
      ))}
      <Spinner {...args} showLabel={false} announce={false} />
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label: 'Processing Your Request — please keep this page open until the payment is confirmed',
    layout: 'stacked',
  },
};
