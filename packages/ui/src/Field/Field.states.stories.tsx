import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Description, FieldError, Label, fieldStyles } from './Field.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** The field parts in each state, for visual regression. */
const meta = {
  title: 'Components/Field/States',
  tags: ['vrt', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <AriaTextField className={fieldStyles.field}>
        <Label>Label only</Label>
        <Input className={fieldStyles.control} />
      </AriaTextField>
      <AriaTextField className={fieldStyles.field} isRequired>
        <Label isRequired>Required with description</Label>
        <Input className={fieldStyles.control} />
        <Description>Letters, hyphen, apostrophe and space; at most 50 characters.</Description>
      </AriaTextField>
      <AriaTextField className={fieldStyles.field} isInvalid isRequired>
        <Label isRequired>First Name</Label>
        <Input className={fieldStyles.control} />
        <Description>As on your ID.</Description>
        <FieldError>First Name cannot be empty</FieldError>
      </AriaTextField>
      <AriaTextField className={fieldStyles.field} isInvalid>
        <Label>A long error wraps</Label>
        <Input className={fieldStyles.control} />
        <FieldError>
          Password must contain minimum eight characters, at least one uppercase letter, one
          lowercase letter, one number and one special character.
        </FieldError>
      </AriaTextField>
      <AriaTextField className={fieldStyles.field} isDisabled>
        <Label>Disabled</Label>
        <Input className={fieldStyles.control} />
      </AriaTextField>
    </div>
  ),
};
