import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Card } from './Card.js';

/** Variants, with and without header and footer, long titles, for visual regression. */
const meta = {
  title: 'Components/Card/States',
  component: Card,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Card content' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = (
  <Button size="small" variant="text" aria-label="Edit payee details">
    Edit
  </Button>
);

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title="Recent Bill Pay" actions={edit}>
        Raised card with a header action.
      </Card>
      <Card title="Payment Details" variant="outlined" footer={<Button>Next</Button>}>
        Outlined card with a footer.
      </Card>
      <Card>A card with no header: only content.</Card>
      <Card
        title="Payment Method Details and a very long card title that must wrap at 320 pixels"
        actions={edit}
      >
        Supercalifragilisticexpialidociousaccountnumber1234567890 wraps too.
      </Card>
    </div>
  ),
};

export const FocusedAction: Story = {
  args: {
    title: 'Payee Details',
    actions: (
      <Button size="small" variant="text" aria-label="Edit payee details">
        Edit
      </Button>
    ),
  },
  play: async () => {
    await userEvent.tab();
  },
};
