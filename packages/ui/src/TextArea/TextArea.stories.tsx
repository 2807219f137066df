import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Comments (Optional)', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    validate: { control: false },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A labelled multi-line text input: the bill-pay **Comments (Optional)** field (5 rows, shown only
when the payee asks for comments) and the contact form's **Message**. It grows by dragging its corner;
\`rows\` sets the visible lines (5 by default). \`showCount\` with \`maxLength\` shows a count for a
controlled value.

**Do** say "(Optional)" in the label of an optional field, as the spec does.
**Don't** use a text area for a single line (names, emails): use TextField.
`,
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comments: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Comments (Optional)' });
    await userEvent.type(box, 'Account for March');
    await expect(args.onChange).toHaveBeenLastCalledWith('Account for March');
  },
};

export const ContactMessageInvalid: Story = {
  args: {
    label: 'Message',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Message cannot be empty',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAccessibleDescription('Error: Message cannot be empty');
  },
};

export const WithCount: Story = {
  args: { label: 'Comments (Optional)', maxLength: 200, showCount: true },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextArea {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Hello');
    await expect(canvas.getByText('5 / 200')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Cannot change' } };
