import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.js';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Analytics', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    labelPosition: { control: 'inline-radio' },
    onChange: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
An on/off setting that applies at once: the cookie banner's **Analytics** toggle (with
**Necessary** always on, read-only), a saved card's **Primary** switch. Screen readers announce it as
a switch, on or off; Space toggles it. The whole row is the touch target.

**Do** label it with the thing it turns on, not with "Enable…"; apply the change at once.
**Don't** use a switch inside a form that still needs submitting (use Checkbox).
`,
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Lets us count visits to improve Yo.' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Analytics' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const AlwaysOn: Story = {
  args: { children: 'Necessary', isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Necessary' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const PrimaryCard: Story = {
  args: { children: 'Primary', labelPosition: 'start', defaultSelected: true },
};

export const Disabled: Story = { args: { isDisabled: true } };
