import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardNumberField } from './CardNumberField.js';
import type { CardBrandName } from './CardBrandIcon.js';

describe('CardNumberField', () => {
  it('is a labelled numeric input the browser can fill with a card number', () => {
    render(<CardNumberField />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('groups digits in fours as the user types and reports the digits', async () => {
    const onChange = vi.fn();
    render(<CardNumberField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '4111a1111-11111111 99');
    expect(input).toHaveValue('4111 1111 1111 1111');
    expect(onChange).toHaveBeenLastCalledWith('4111 1111 1111 1111', '4111111111111111');
  });

  it('keeps the caret in place when a digit is typed in the middle', async () => {
    render(<CardNumberField defaultValue="411111111111" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input).toHaveValue('4111 1111 1111');
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('4111 9111 1111 1');
    expect(input.selectionStart).toBe(6);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('4111 1111 1111');
    expect(input.selectionStart).toBe(4);
  });

  it('fills from a pasted number with spaces or dashes', async () => {
    render(<CardNumberField />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('5555-5555-5555-4444');
    expect(input).toHaveValue('5555 5555 5555 4444');
  });

  it('shows the brand the app detected as a named image', () => {
    const { rerender } = render(<CardNumberField />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<CardNumberField brand="visa" />);
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    rerender(<CardNumberField brand="mastercard" brandLabel="Mastercard accepted" />);
    expect(screen.getByRole('img', { name: 'Mastercard accepted' })).toBeInTheDocument();
  });

  it('announces the detected brand politely', () => {
    const { container, rerender } = render(<CardNumberField />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('');
    rerender(<CardNumberField brand="visa" />);
    expect(region).toHaveTextContent('Visa');
  });

  it('keeps focus while the brand appears (the input is not remounted)', async () => {
    function Detecting() {
      const [brand, setBrand] = useState<CardBrandName | undefined>();
      return (
        <CardNumberField
          brand={brand}
          onChange={(_, digits) => setBrand(digits.startsWith('4') ? 'visa' : undefined)}
        />
      );
    }
    render(<Detecting />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '41');
    expect(screen.getByRole('textbox')).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('41');
  });

  it('shows the app’s error with the hidden "Error:" prefix', () => {
    render(<CardNumberField isInvalid errorMessage="Incomplete Credit Card Number." />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Incomplete Credit Card Number.');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<CardNumberField value="5555555555554444" />);
    expect(screen.getByRole('textbox')).toHaveValue('5555 5555 5555 4444');
    rerender(<CardNumberField value="" />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});
