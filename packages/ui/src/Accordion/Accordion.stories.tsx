import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.js';

const faqItems: AccordionItem[] = [
  {
    id: 'what',
    title: 'What is Yo?',
    content:
      'Yo lets you pay bills, top up Digicel and bmobile phones and donate, by Visa or Mastercard.',
  },
  {
    id: 'minimum',
    title: 'Is there a minimum amount per bill payment?',
    content: 'Yes: the minimum is $25 per transaction.',
  },
  {
    id: 'maximum',
    title: 'What is the maximum I can pay?',
    content: '$5,000 for a Scan2Pay merchant and $20,000 per utility, with exceptions by provider.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: faqItems, 'aria-label': 'Pay Bills questions', onExpandedChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    items: { control: 'object' },
    onExpandedChange: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
An accordion lists questions that open to show their answers — the FAQ's tabs each hold one.

Each question is a heading (\`headingLevel\`, 3 by default) containing a button with
\`aria-expanded\` and \`aria-controls\`; Enter or Space opens and closes it, Tab moves between
questions. By default one answer is open at a time; \`allowsMultipleExpanded\` lets several stay open.

**Do** write questions as questions and keep answers short; open the question a link points to
with \`defaultExpandedKeys\`.
**Don't** hide information everyone needs in an accordion, or nest accordions.
`,
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'What is Yo?' });
    const second = canvas.getByRole('button', {
      name: 'Is there a minimum amount per bill payment?',
    });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/pay bills, top up/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['minimum']);
  },
};

export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['what', 'maximum'] },
};
