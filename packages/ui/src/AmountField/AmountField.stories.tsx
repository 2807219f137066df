import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField.js';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { label: 'Amount', onChange: fn() },
  argTypes: {
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
An amount of money: bill pay's amount, top-up's custom amount, a donation. The user types digits and
a decimal point; when they leave the field it shows **TTD with two decimals** (*TTD 1,250.00*).
A minus sign cannot be typed, and more than two decimals are rounded to cents on the digits.

- **value** and **onChange** are decimal text in currency units (\`'25.5'\` is $25.50, \`''\` when
  the field is emptied), never a float: the app turns the text into cents with @yo/domain's
  \`parseAmount\`.
- The limits and their messages are the app's: *Amount cannot be less than $25.00*,
  *Minimum Top Up Amount is $50*…
- On phones the keypad has a decimal point (\`inputmode="decimal"\`); letters and a minus sign are not taken.

**Do** say the limits in the description when they matter (*Between $25.00 and $5,000.00*).
**Don't** put a currency symbol in the label, or add up/down buttons.
`,
      },
    },
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true, description: 'Between $25.00 and $5,000.00' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: /Amount/ });
    await userEvent.type(input, '1250.5');
    await userEvent.tab();
    await expect(input.value.replace(/\u00a0/g, ' ')).toBe('TTD 1,250.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.5');
  },
};

/** A minus sign is not accepted. */
export const NoNegatives: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '-60');
    await userEvent.tab();
    await expect(input.value.replace(/\u00a0/g, ' ')).toBe('TTD 60.00');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '10', isInvalid: true, errorMessage: 'Amount cannot be less than $25.00' },
};

export const Disabled: Story = { args: { defaultValue: '100', isDisabled: true } };
