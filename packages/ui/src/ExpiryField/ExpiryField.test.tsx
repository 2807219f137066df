import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpiryField } from './ExpiryField.js';

describe('ExpiryField', () => {
  it('is a labelled numeric input filled as cc-exp, with an MM/YY hint', () => {
    render(<ExpiryField />);
    const input = screen.getByRole('textbox', { name: 'Expiration Date' });
    expect(input).toHaveAttribute('autocomplete', 'cc-exp');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'MM/YY');
  });

  it('writes MM/YY as the user types and gives the MMYY digits', async () => {
    const onChange = vi.fn();
    render(<ExpiryField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12');
    expect(input).toHaveValue('12');
    await userEvent.type(input, '3');
    expect(input).toHaveValue('12/3');
    await userEvent.type(input, '45');
    expect(input).toHaveValue('12/34');
    expect(onChange).toHaveBeenLastCalledWith('12/34', '1234');
  });

  it('deletes the month digit when Backspace meets the slash', async () => {
    render(<ExpiryField defaultValue="1234" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('13/4');
    expect(input.selectionStart).toBe(1);
  });

  it('shows the app’s error', () => {
    render(<ExpiryField isInvalid errorMessage="Expiration date is incomplete." />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Expiration date is incomplete.',
    );
  });
});
