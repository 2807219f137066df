import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { Description, FieldError, Label, fieldStyles } from './Field.js';

interface FieldPartsArgs {
  label: string;
  description: string;
  errorMessage: string;
  isRequired: boolean;
  isInvalid: boolean;
  isDisabled: boolean;
}

/** Label, description and error composed in a RAC field, as every input of the library does. */
function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  isInvalid,
  isDisabled,
}: FieldPartsArgs) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label isRequired={isRequired}>{label}</Label>
      <Input className={fieldStyles.control} />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: FieldParts,
  args: {
    label: 'Password',
    description: '',
    errorMessage: 'Password can not be empty.',
    isRequired: true,
    isInvalid: true,
    isDisabled: false,
  },
  parameters: {
    docs: {
      description: {
        component: `
The parts every input of @yo/ui is made of: **Label**, **Description** and **FieldError**, plus the
shared class names \`fieldStyles\` (\`field\`, \`control\`, \`group\`, \`groupInput\`, \`adornment\`).
TextField, PasswordField, the pickers and the payment fields (card number, expiry, CVV, amount,
phone, OTP) are all built from them, so they look and speak alike.

- **Label**: the visible name, wired to the control. \`isRequired\` adds a red asterisk that screen
  readers skip (the control already says "required").
- **Description**: a hint or format under the field, read as part of the control's description.
- **FieldError**: shown only while the field is invalid, with an icon and a visually hidden
  **"Error:"** prefix, read as part of the control's description.

**Do** use the exact message of the spec (from @yo/domain) and put one error per field, under it.
**Do** pair per-field errors with a **FormErrorSummary** on submit.
**Don't** rely on the red colour alone, or put errors in placeholders.
`,
      },
    },
  },
} satisfies Meta<typeof FieldParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Password' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Password can not be empty.');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Start Date',
    description: 'Format yyyy-MM-DD',
    isInvalid: false,
    isRequired: false,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start Date' });
    await expect(input).toHaveAccessibleDescription('Format yyyy-MM-DD');
  },
};
