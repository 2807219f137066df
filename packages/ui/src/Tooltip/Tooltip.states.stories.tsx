import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Tooltip, TooltipTarget } from './Tooltip.js';

function Dot({ color }: { color: string }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx={8} cy={8} r={7} fill={color} />
    </svg>
  );
}

/** Tooltips shown, for visual regression. */
const meta = {
  title: 'Components/Tooltip/States',
  component: Tooltip,
  tags: ['vrt', '!autodocs'],
  args: {
    content: 'Successful',
    children: (
      <TooltipTarget label="Successful">
        <Dot color="#1B6E35" />
      </TooltipTarget>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 64 }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const Bottom: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'Pending',
    children: (
      <TooltipTarget label="Pending">
        <Dot color="#8A5300" />
      </TooltipTarget>
    ),
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'The payment was declined by the card issuer. Try another card or contact your bank.',
  },
};

/** Focused by keyboard: the ring and the tip together. */
export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
