import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedPhoneField } from './MaskedPhoneField.js';

const meta = {
  title: 'Components/MaskedPhoneField',
  component: MaskedPhoneField,
  args: { label: 'Mobile Number', onChange: fn() },
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
A phone number typed into a mask. By default it starts with **+1868** and shows
\`#(###) ###-####\` as the user types: *+1(868) 555-1234*. The field is \`type="tel"\` with
\`autocomplete="tel"\`, so phones show the dial pad and browsers can fill it.

- **mask**: \`#\` is a digit; bill pay uses \`#(###)###-####\`, signup \`#(###) ### ####\`.
- **prefix**: the digits an empty field starts with; a leading "+" is shown before the number.
  Use \`prefix="1868"\` for no plus sign.
- **onChange** receives the formatted value and the digits (the app's validators count digits:
  11 at signup, 11–13 on the account).

**Do** keep the prefix editable for numbers from other countries.
**Don't** split the number into several inputs.
`,
      },
    },
  },
} satisfies Meta<typeof MaskedPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile Number/ });
    await expect(input).toHaveValue('+1(868) ');
    await userEvent.type(input, '5551234');
    await expect(input).toHaveValue('+1(868) 555-1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('+1(868) 555-1234', '18685551234');
  },
};

export const BillPayMask: Story = {
  args: { label: 'Phone Number', mask: '#(###)###-####', prefix: '1868' },
};

export const Invalid: Story = {
  args: { defaultValue: '186855', isInvalid: true, errorMessage: 'Phone number is invalid' },
};

export const Disabled: Story = { args: { defaultValue: '18685551234', isDisabled: true } };
