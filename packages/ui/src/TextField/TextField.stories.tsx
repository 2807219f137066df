import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.js';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First Name', onChange: fn() },
  argTypes: {
    type: { control: 'select' },
    inputMode: { control: 'select' },
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    startAdornment: { control: 'text' },
    endAdornment: { control: false },
    inputRef: { control: false },
    validate: { control: false },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
    onKeyDown: { control: false },
    onPaste: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A labelled single-line text input: names, email, account numbers, search boxes. It is the base the
other text inputs (password, phone, amount, card fields) share their look and behaviour with.

- **label** is always visible; **description** adds a hint under it.
- **isInvalid** + **errorMessage** show the spec's message under the field with a hidden "Error:"
  prefix; the input gets \`aria-invalid\` and the message as its description.
- **isRequired** marks the input as required and adds a red asterisk to the label.
- **startAdornment** / **endAdornment** put text or an icon inside the box (e.g. "+1868").
- Use \`type\`, \`autoComplete\` and \`inputMode\` so phones show the right keyboard and browsers can
  fill the value (\`email\`, \`given-name\`, \`family-name\`…).
- Give it an \`id\` so a **FormErrorSummary** can link to it.

Validation rules and messages come from @yo/domain; the field only shows them. By default
(\`validationBehavior="aria"\`) the form still submits, so the app can show its error summary.

**Do** keep labels short and above the field; show errors after the user leaves the field or submits.
**Don't** use the placeholder as the label, or disable a field to show that it is wrong.
`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { autoComplete: 'given-name', isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Anya');
    await expect(args.onChange).toHaveBeenLastCalledWith('Anya');
    await expect(input).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    description: 'Your receipt is sent to this address.',
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'First Name cannot be empty' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: First Name cannot be empty');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Anya' } };

export const ReadOnly: Story = {
  args: { label: 'Email', isReadOnly: true, defaultValue: 'anya@example.com' },
};

export const WithPrefix: Story = {
  args: { label: 'Mobile Number', type: 'tel', startAdornment: '+1868', autoComplete: 'tel' },
};

/** Validates on blur like the contact form: the spec's message appears when the field is left empty. */
export const ValidateOnBlur: Story = {
  args: { label: 'Name' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error = value.trim() === '' ? 'Name cannot be empty' : undefined;
    return (
      <TextField
        {...args}
        isRequired
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        isInvalid={touched && error !== undefined}
        errorMessage={error}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Error: Name cannot be empty');
    await userEvent.type(input, 'Anya');
    await expect(input).toBeValid();
  },
};
