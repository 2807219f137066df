import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Card } from './Card.js';

const onEdit = fn();

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Payee Details',
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
        <dt>Payee</dt>
        <dd style={{ margin: 0 }}>T&amp;TEC</dd>
        <dt>Account</dt>
        <dd style={{ margin: 0 }}>123456789</dd>
        <dt>Amount</dt>
        <dd style={{ margin: 0 }}>TTD $250.00</dd>
      </dl>
    ),
    actions: (
      <Button size="small" variant="text" aria-label="Edit payee details" onPress={onEdit}>
        Edit
      </Button>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A card groups related content under a title on a raised surface: the dashboard's *Recent Bill Pay*,
*Recent Topups* and *Monthly Stats*, and the review cards of a stepper's last step with an **Edit**
action that returns to the step.

- \`actions\` sit in the header after the title (an Edit button, *View More*).
- \`footer\` holds a closing action. \`headingLevel\` fits the title into the page's outline.
- \`isLandmark\` makes it a named region — for the few big cards of a dashboard.

**Do** give header actions a full accessible name (*Edit payee details*, not *Edit*).
**Don't** nest cards or make the whole card clickable around other buttons.
`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payee Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit payee details' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const DashboardCard: Story = {
  args: {
    title: 'Recent Bill Pay',
    isLandmark: true,
    actions: (
      <Button size="small" variant="outline">
        View More
      </Button>
    ),
    children: 'The five latest bill payments.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Recent Bill Pay' }),
    ).toBeInTheDocument();
  },
};

export const Outlined: Story = {
  args: {
    variant: 'outlined',
    title: 'Payment Details',
    actions: undefined,
    footer: <Button variant="secondary">FINISH</Button>,
  },
};
