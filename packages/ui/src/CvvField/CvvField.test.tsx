import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CvvField } from './CvvField.js';

describe('CvvField', () => {
  it('is a labelled numeric input filled as cc-csc', () => {
    render(<CvvField />);
    const input = screen.getByRole('textbox', { name: 'CVV' });
    expect(input).toHaveAttribute('autocomplete', 'cc-csc');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps three digits at most, digits only', async () => {
    const onChange = vi.fn();
    render(<CvvField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '1a2b34');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123', '123');
  });

  it('takes four digits when the app allows it', async () => {
    render(<CvvField length={4} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12345');
    expect(input).toHaveValue('1234');
  });

  it('shows the app’s error', () => {
    render(<CvvField isInvalid errorMessage="CVV must be exactly 3 digits." />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: CVV must be exactly 3 digits.',
    );
  });
});
