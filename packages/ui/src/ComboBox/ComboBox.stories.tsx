import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox.js';

const countries = [
  { id: '780', label: 'Trinidad and Tobago' },
  { id: '028', label: 'Antigua and Barbuda' },
  { id: '052', label: 'Barbados' },
  { id: '124', label: 'Canada' },
  { id: '308', label: 'Grenada' },
  { id: '328', label: 'Guyana' },
  { id: '388', label: 'Jamaica' },
  { id: '662', label: 'Saint Lucia' },
  { id: '826', label: 'United Kingdom' },
  { id: '840', label: 'United States of America' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Country', options: countries, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    options: { control: 'object' },
    menuTrigger: { control: 'inline-radio' },
    onChange: { control: false },
    onInputChange: { control: false },
    onBlur: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A text input with a list that filters as you type, for long lists people search: **Country**
(sign up and billing address), **payees** in bill pay. Typing narrows the list (case and accents
ignored); Arrow Down opens it, Enter chooses, Escape closes and restores the last choice. The
chevron button shows the whole list. \`onChange\` reports the chosen option's \`id\`.

For a list fetched as the user types (a payee search on the server), control \`inputValue\` and
pass the results as \`options\`. \`emptyMessage\` says when nothing matches.

**Do** use it for more than about 15 options; give the input an \`id\` for the error summary.
**Don't** use it for a handful of options (use Select or RadioGroup).
`,
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'trin');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Trinidad and Tobago' }));
    await expect(args.onChange).toHaveBeenCalledWith('780');
    await expect(input).toHaveValue('Trinidad and Tobago');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('jam{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('388');
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Jamaica');
  },
};

export const Payee: Story = {
  args: {
    label: 'Payee',
    options: [
      { id: 'tstt', label: 'TSTT' },
      { id: 't&tec', label: 'T&TEC' },
      { id: 'wasa', label: 'WASA' },
      { id: 'flow', label: 'Flow' },
    ],
    emptyMessage: 'No payees found',
    menuTrigger: 'focus',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'You must select a payee',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Payee' });
    await expect(input).toHaveAccessibleDescription('Error: You must select a payee');
  },
};

export const Chosen: Story = { args: { defaultValue: '780' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '780' } };
