import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { InfoIcon } from '../IconButton/icons.js';
import { Popover } from './Popover.js';

/** Popovers rendered open, for visual regression. */
const meta = {
  title: 'Components/Popover/States',
  component: Popover,
  tags: ['vrt', '!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Card security code',
    trigger: (
      <IconButton label="What is the CVV?">
        <InfoIcon />
      </IconButton>
    ),
    children: 'The 3 digits printed on the back of your card, next to the signature strip.',
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <Popover {...args} />
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithoutArrowOrTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'Fee breakdown',
    showArrow: false,
    trigger: <Button variant="outline">Fee breakdown</Button>,
    children:
      'Convenience fee TTD 5.00 (VAT included). The total is charged to your card when you submit the payment.',
  },
};
