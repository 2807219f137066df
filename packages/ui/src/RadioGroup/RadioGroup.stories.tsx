import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.js';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: {
    label: 'Payment method',
    onChange: fn(),
    children: [
      <Radio key="saved" value="saved" id="method-saved">
        Visa ending 4242
      </Radio>,
      <Radio key="mc" value="mc">
        Mastercard ending 5454
      </Radio>,
      <Radio key="new" value="new">
        New card
      </Radio>,
    ],
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio' },
    children: { control: false },
    onChange: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
One choice among a few options that are all shown: a saved card or a new one, a fixed top-up
amount. The group is named by its **label**; Tab enters the group at the chosen option and the
arrow keys move the choice. An error (e.g. *Must select a payment method.*) describes the group.

Give the first option an \`id\` so a **FormErrorSummary** can link to the group.

**Do** use it for two to six options; put the most common first.
**Don't** use it for long lists (use Select or ComboBox) or for yes/no (use Checkbox).
`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa ending 4242' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('saved');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mastercard ending 5454' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Amount',
    orientation: 'horizontal',
    defaultValue: '50',
    children: ['50', '100', '200', '500'].map((v) => (
      <Radio key={v} value={v}>
        ${v}.00
      </Radio>
    )),
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Must select a payment method.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toHaveAccessibleDescription('Error: Must select a payment method.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'new' } };
