import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.js';
import { EmptyState } from './EmptyState.js';

/** With and without title, action and picture, and long text, for visual regression. */
const meta = {
  title: 'Components/EmptyState/States',
  component: EmptyState,
  tags: ['vrt', '!autodocs'],
  args: { message: 'You have not made any bill pay transactions' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState
        message="You have not made any bill pay transactions"
        action={<Button>Pay Bills Now</Button>}
      />
      <EmptyState
        title="No saved cards"
        message="Add a card to pay faster next time."
        action={<Button variant="secondary">Add Card</Button>}
      />
      <EmptyState illustration={null} message="You have not made any topup transactions" />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    message:
      'You have not made any bill pay transactions in the selected period between the first of January and the thirty-first of December',
    action: <Button fullWidth>Pay Bills Now</Button>,
  },
};
