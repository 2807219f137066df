import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpiryField } from './ExpiryField.js';

const meta = {
  title: 'Components/ExpiryField',
  component: ExpiryField,
  args: { label: 'Expiration Date', onChange: fn() },
  argTypes: {
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
A card's expiration date as **MM/YY**. Digits only; the slash appears as the user types, and
Backspace over the slash deletes the month's last digit. \`autocomplete="cc-exp"\` lets browsers
fill it; the number keypad shows on phones.

**onChange** receives "MM/YY" and the digits "MMYY" (the stored form). Whether the date is complete,
valid and not in the past is @yo/domain's rule; pass its message, e.g. *Expiration date is incomplete.*

**Do** keep the MM/YY placeholder as a hint and the label visible.
**Don't** use two selects for month and year, or reject a typed digit with no message.
`,
      },
    },
  },
} satisfies Meta<typeof ExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Expiration Date/ });
    await userEvent.type(input, '0928');
    await expect(input).toHaveValue('09/28');
    await expect(args.onChange).toHaveBeenLastCalledWith('09/28', '0928');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '13', isInvalid: true, errorMessage: 'Expiration date is incomplete.' },
};

export const Disabled: Story = { args: { defaultValue: '0928', isDisabled: true } };
