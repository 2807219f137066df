import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Save Card', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    onChange: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A single yes/no choice that takes effect when the form is submitted: **Save Card**, **Primary
Payment Method**, the terms agreement. The whole row (box and label) is the touch target; Space
toggles it. An error (e.g. *Agree to the terms and conditions.*) appears under the label with a
hidden "Error:" prefix and describes the checkbox.

**Do** word the label as a statement the user agrees to; links in the label are fine.
**Don't** use a checkbox for a setting that applies at once (use Switch), or for one of several
exclusive options (use RadioGroup).
`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Save Card' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { children: 'Primary Payment Method', defaultSelected: true },
};

/** The terms box of sign up: the error shows until it is ticked. */
export const TermsInvalid: Story = {
  args: { children: 'I agree to the Terms and Conditions', isRequired: true },
  render: function Render(args) {
    const [agreed, setAgreed] = useState(false);
    return (
      <Checkbox
        {...args}
        isSelected={agreed}
        onChange={setAgreed}
        isInvalid={!agreed}
        errorMessage="Agree to the terms and conditions."
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(box).toHaveAccessibleDescription('Error: Agree to the terms and conditions.');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(canvas.queryByText('Agree to the terms and conditions.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'This card is already saved for this account.' },
};
