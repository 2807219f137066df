import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { EmptyState } from './EmptyState.js';

const payBills = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    message: 'You have not made any bill pay transactions',
    action: <Button onPress={payBills}>Pay Bills Now</Button>,
  },
  argTypes: {
    message: { control: 'text' },
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { control: false },
    illustration: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
An empty state fills the place of a list that has nothing yet and offers the action that fills it:
the dashboard's *You have not made any bill pay transactions* with **Pay Bills Now**, and
*You have not made any topup transactions* with **Topup Now**.

The picture is decorative (hidden from screen readers); the message says it all.

**Do** say why it is empty and what to do; give one clear action (a Link when it goes to a page).
**Don't** use it for a failure (use **ErrorPanel** or **Alert**) or for a search with no results
inside a table (the Table shows its own empty message).
`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BillPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not made any bill pay transactions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Bills Now' }));
    await expect(payBills).toHaveBeenCalled();
  },
};

export const TopUp: Story = {
  args: {
    message: 'You have not made any topup transactions',
    action: <Button>Topup Now</Button>,
  },
};

export const WithTitle: Story = {
  args: { title: 'No saved cards', message: 'Add a card to pay faster next time.', action: null },
};
