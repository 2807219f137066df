import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { PasswordField } from './PasswordField.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** Every state of a password field, for visual regression. */
const meta = {
  title: 'Components/PasswordField/States',
  component: PasswordField,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <PasswordField label="Empty" />
      <PasswordField label="Hidden" defaultValue="Secret#12" isRequired />
      <PasswordField label="Shown" defaultValue="Secret#12" defaultVisible />
      <PasswordField
        label="Password"
        isRequired
        isInvalid
        errorMessage="Password can not be empty."
      />
      <PasswordField
        label="Create Password"
        defaultValue="short"
        isInvalid
        errorMessage="Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character."
      />
      <PasswordField label="Disabled" isDisabled defaultValue="Secret#12" />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: 'Secret#12' } };
