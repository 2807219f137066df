import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.js';

const states = [
  { id: 'AL', label: 'Alabama' },
  { id: 'CA', label: 'California' },
  { id: 'FL', label: 'Florida' },
  { id: 'NY', label: 'New York' },
  { id: 'TX', label: 'Texas' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'State', options: states, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    options: { control: 'object' },
    onChange: { control: false },
    onBlur: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The platform's own select, styled as a field: choose one option from a list, such as the billing
address **State** (shown only for country 840), a card type, a country or a payee. \`onChange\`
reports the chosen option's \`id\`. It costs no script, and phones open their native picker, which
is the quickest on a small screen. Keyboard: Tab to it; arrows change the choice, typing the
first letters of a name jumps to it, and Space or Alt+Arrow Down opens the list.

Options are \`{ id, label, isDisabled? }\`; \`name\` submits the value with an HTML form; the
placeholder shows until something is chosen and cannot be chosen back.

**Do** put a clear placeholder ("Select").
**Don't** use it where people must search inside names (not only their start): use **ComboBox**.
`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /State/ });
    await userEvent.selectOptions(select, 'Florida');
    await expect(args.onChange).toHaveBeenCalledWith('FL');
    await expect(select).toHaveDisplayValue('Florida');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: /State/ })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'State is required.', id: 'state' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /State/ });
    await expect(select).toHaveAccessibleDescription('Error: State is required.');
  },
};

export const Chosen: Story = { args: { defaultValue: 'NY' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'TX' } };

/** The options are on their way: the field says so, is busy, and its spinner is named. */
export const Loading: Story = {
  args: { label: 'Payee', options: [], loadingLabel: 'Loading payees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Payee' });
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading payees' })).toBeVisible();
  },
};
