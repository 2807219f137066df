import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.js';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: {
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    autoComplete: { control: 'inline-radio' },
    inputRef: { control: false },
    validate: { control: false },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
    onKeyDown: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A password input for log in, sign up and reset password. The eye button shows or hides what was
typed: it is a toggle button named "Show password", pressed while the password is visible.
Spaces are removed as the user types or pastes, as the spec asks (\`stripsSpaces\`, on by default).

Use \`autoComplete="current-password"\` on log in and \`"new-password"\` on sign up and reset, so
password managers fill or generate the right value.

**Do** put the password rule in the description on sign up; show the spec's message on error
(*Password can not be empty.*, *Your password entries do not match.*).
**Don't** block pasting, or show the password by default.
`,
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'My Pass 1!');
    await expect(input).toHaveValue('MyPass1!');
    await expect(args.onChange).toHaveBeenLastCalledWith('MyPass1!');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Create Password',
    autoComplete: 'new-password',
    description:
      'At least eight characters with an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Password can not be empty.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('Error: Password can not be empty.');
  },
};

export const Mismatch: Story = {
  args: {
    label: 'Confirm Password',
    autoComplete: 'new-password',
    defaultValue: 'Secret#12',
    isInvalid: true,
    errorMessage: 'Your password entries do not match.',
  },
};

export const KeyboardToggle: Story = {
  args: { defaultValue: 'Secret#12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Secret#12' } };
