import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, stripSpaces } from './PasswordField.js';

function input(): HTMLInputElement {
  // A password input has no role; find it by its label.
  return screen.getByLabelText('Password') as HTMLInputElement;
}

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('PasswordField', { timeout: 20_000 }, () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="Secret#1" />);
    expect(input()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input()).toHaveAttribute('type', 'password');
  });

  it('strips spaces as they are typed and pasted', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Password" onChange={onChange} />);
    await userEvent.type(input(), 'Ab 1');
    expect(input()).toHaveValue('Ab1');
    await userEvent.paste(' c d ');
    expect(input()).toHaveValue('Ab1cd');
    expect(onChange).toHaveBeenLastCalledWith('Ab1cd');
  });

  it('keeps spaces when asked to', async () => {
    render(<PasswordField label="Password" stripsSpaces={false} />);
    await userEvent.type(input(), 'a b');
    expect(input()).toHaveValue('a b');
  });

  it('works controlled', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Password" value="abc" onChange={onChange} />);
    await userEvent.type(input(), ' d');
    expect(onChange).toHaveBeenLastCalledWith('abcd');
  });

  it('shows the spec message when invalid and sets autocomplete', () => {
    render(
      <PasswordField
        label="Password"
        autoComplete="new-password"
        isInvalid
        errorMessage="Password can not be empty."
      />,
    );
    expect(input()).toHaveAttribute('autocomplete', 'new-password');
    expect(input()).toHaveAccessibleDescription('Error: Password can not be empty.');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" isDisabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('stripSpaces removes all whitespace', () => {
    expect(stripSpaces(' a\tb\nc ')).toBe('abc');
  });
});
