import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.js';
import { InfoIcon } from '../IconButton/icons.js';
import { Tooltip, TooltipTarget } from './Tooltip.js';

/** A stand-in for the StatusIcon's coloured dot. */
function Dot({ color }: { color: string }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx={8} cy={8} r={7} fill={color} />
    </svg>
  );
}

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Successful',
    children: (
      <TooltipTarget label="Successful">
        <Dot color="#1B6E35" />
      </TooltipTarget>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio' },
    content: { control: 'text' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A tooltip is a short text label that appears beside an element on hover (after a short delay) and
at once on keyboard focus: the transaction status icons (*Successful*, *Failed*, *Pending*), an
icon button's name. Screen readers read it as the element's description; Escape hides it.

Its trigger must take keyboard focus: a Button, IconButton or Link, or — for a non-interactive icon —
a \`TooltipTarget\`, which makes the icon focusable and gives it a name (\`label\`).

**Do** keep tips to a few words that repeat or clarify what the icon means.
**Don't** put essential information or links in a tooltip (touch users rarely see it) — show it
as text or use a Popover.
`,
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tip at once; Escape hides it. */
export const StatusIcon: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Successful' });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Successful');
    await expect(icon).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Failed: Story = {
  args: {
    content: 'Failed',
    children: (
      <TooltipTarget label="Failed">
        <Dot color="#B3261E" />
      </TooltipTarget>
    ),
  },
};

/** Hover shows it after the delay. */
export const OnIconButton: Story = {
  args: {
    content: 'More information',
    placement: 'bottom',
    delay: 0,
    children: (
      <IconButton label="More information">
        <InfoIcon />
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    // Hover tooltips follow a pointer: make the pointer the last used input first.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'More information' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('More information');
  },
};
