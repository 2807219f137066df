import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { TextField } from './TextField.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** Every state of a text field, for visual regression. */
const meta = {
  title: 'Components/TextField/States',
  component: TextField,
  tags: ['vrt', '!autodocs'],
  args: { label: 'First Name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <TextField label="Empty" placeholder="Placeholder text" />
      <TextField label="Filled" defaultValue="Anya Ramkissoon" isRequired />
      <TextField
        label="Email"
        description="Your receipt is sent to this address."
        defaultValue="anya@example.com"
      />
      <TextField
        label="First Name"
        isRequired
        isInvalid
        errorMessage="First Name cannot be empty"
      />
      <TextField label="Disabled" isDisabled defaultValue="Cannot change" />
      <TextField label="Read only" isReadOnly defaultValue="anya@example.com" />
      <TextField label="Mobile Number" startAdornment="+1868" defaultValue="(868) 555-0100" />
      <TextField
        label="A long label that wraps on a narrow phone screen without overlapping anything"
        defaultValue="A very long value that is wider than the field at 320 pixels and scrolls"
        isInvalid
        errorMessage="Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-)."
      />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: 'Anya' } };

export const FocusedInvalid: Story = {
  args: { autoFocus: true, isInvalid: true, errorMessage: 'First Name cannot be empty' },
};
