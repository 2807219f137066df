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
A button that opens a list to choose one option from a short, known list: the billing address
**State** (shown only for country 840), a card type. The chosen option's label shows in the button;
\`onChange\` reports its \`id\`. Keyboard: Tab to it, Arrow Down or Space opens the list, arrows
move, Enter chooses, Escape closes; typing a letter jumps to an option.

Options are \`{ id, label, isDisabled? }\`; \`name\` submits the value with an HTML form.

**Do** use it for up to about 15 options; put a clear placeholder ("Select").
**Don't** use it for long lists people search, such as countries or payees: use **ComboBox**.
`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /State/ });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Florida' }));
    await expect(args.onChange).toHaveBeenCalledWith('FL');
    await expect(trigger).toHaveTextContent('Florida');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('CA');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'State is required.', id: 'state' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /State/ });
    await expect(trigger).toHaveAccessibleDescription('Error: State is required.');
  },
};

export const Chosen: Story = { args: { defaultValue: 'NY' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'TX' } };
