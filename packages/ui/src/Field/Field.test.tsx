import { render, screen } from '@testing-library/react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Description, FieldError, Label } from './Field.js';

describe('Field primitives', () => {
  it('wire label, description and error to a RAC field', () => {
    render(
      <AriaTextField isInvalid>
        <Label isRequired>Password</Label>
        <Input />
        <Description>At least eight characters.</Description>
        <FieldError>Password can not be empty.</FieldError>
      </AriaTextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAccessibleDescription(
      'At least eight characters. Error: Password can not be empty.',
    );
  });

  it('shows nothing while the field is valid', () => {
    render(
      <AriaTextField>
        <Label>Password</Label>
        <Input />
        <FieldError>Password can not be empty.</FieldError>
      </AriaTextField>,
    );
    expect(screen.queryByText('Password can not be empty.')).not.toBeInTheDocument();
  });

  it('falls back to the validation errors, or a function of them', () => {
    render(
      <>
        <AriaTextField
          isRequired
          validationBehavior="aria"
          validate={() => 'Email cannot be empty'}
          defaultValue="x"
        >
          <Label>Email</Label>
          <Input />
          <FieldError />
        </AriaTextField>
        <AriaTextField isInvalid>
          <Label>Name</Label>
          <Input />
          <FieldError>{(v) => (v.isInvalid ? 'Name cannot be empty' : '')}</FieldError>
        </AriaTextField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Error: Email cannot be empty',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Error: Name cannot be empty',
    );
  });

  it('hides the required asterisk from the accessible name', () => {
    render(
      <AriaTextField isRequired>
        <Label isRequired>Email</Label>
        <Input />
      </AriaTextField>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });
});
