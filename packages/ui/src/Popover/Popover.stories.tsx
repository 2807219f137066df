import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { InfoIcon } from '../IconButton/icons.js';
import { Popover } from './Popover.js';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    title: 'Card security code',
    trigger: (
      <IconButton label="What is the CVV?">
        <InfoIcon />
      </IconButton>
    ),
    children: 'The 3 digits printed on the back of your card, next to the signature strip.',
  },
  argTypes: {
    placement: { control: 'select' },
    trigger: { control: false },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `
A popover shows extra information or a small task next to the button that opened it, without
leaving the page: what the CVV is, the fee breakdown of a payment. It is a non-modal dialog: it is
named by its \`title\` (or \`aria-label\`), Escape or a click outside closes it, and focus returns to the
button. It flips to stay on screen and fits a 320 px phone.

Use a **Tooltip** for a label of a few words, a **Dialog** for a task that needs the whole attention,
a **Menu** for a list of actions.

**Do** open it from a button whose name says what it shows ("What is the CVV?").
**Don't** open it on hover, or put long forms in it.
`,
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on press, closes on Escape and gives focus back. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is the CVV?' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Card security code' });
    await expect(dialog).toHaveTextContent('The 3 digits printed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Content with its own action, given `close`. */
export const FeeBreakdown: Story = {
  args: {
    title: 'Fee breakdown',
    placement: 'bottom start',
    trigger: <Button variant="text">How is the fee calculated?</Button>,
    children: (close) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <span>Convenience fee TTD 5.00, VAT included.</span>
        <Button variant="outline" size="small" onPress={close}>
          Got it
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'How is the fee calculated?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fee breakdown' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
