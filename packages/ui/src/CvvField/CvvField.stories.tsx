import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CvvField } from './CvvField.js';

const meta = {
  title: 'Components/CvvField',
  component: CvvField,
  args: { label: 'CVV', onChange: fn() },
  argTypes: {
    length: { control: 'inline-radio', options: [3, 4] },
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
    onKeyDown: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The card security code: **3 digits**, digits only (\`length={4}\` where the app's alternate check
allows 4). \`autocomplete="cc-csc"\` and the number keypad on phones. It appears only when a card is
being added or paid with a new card; the code is never stored.

**Do** say where to find it in the description when it helps (*3 digits on the back of the card*).
**Don't** prefill it or keep it after the payment.
`,
      },
    },
  },
} satisfies Meta<typeof CvvField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true, description: '3 digits on the back of the card' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /CVV/ });
    await userEvent.type(input, '12x34');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123', '123');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12', isInvalid: true, errorMessage: 'CVV must be exactly 3 digits.' },
};

export const Disabled: Story = { args: { defaultValue: '123', isDisabled: true } };
