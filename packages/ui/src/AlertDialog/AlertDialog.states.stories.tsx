import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertDialog } from './AlertDialog.js';

/** Confirmations rendered open, for visual regression. */
const meta = {
  title: 'Components/AlertDialog/States',
  component: AlertDialog,
  tags: ['vrt', '!autodocs'],
  args: {
    title: 'Remove Payment Method',
    isOpen: true,
    children: (
      <>
        <p style={{ margin: 0 }}>Are you sure you want to remove the following payment method?</p>
        <p style={{ margin: '12px 0 0', fontWeight: 600 }}>Visa •••• 4242 — Personal card</p>
      </>
    ),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {};

export const Pending: Story = { args: { isPending: true, pendingLabel: 'Removing' } };

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Make Primary',
    children: 'Make +1(868) 555-0123 your primary mobile number?',
  },
};
