import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountField } from './AmountField.js';

/** The input's text with the formatter's non-breaking space made plain. */
const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\u00a0/g, ' ');

describe('AmountField', () => {
  it('is a labelled decimal input', () => {
    render(<AmountField />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    // Phones show a keypad with a decimal point.
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('formats the amount as TTD with two decimals when the user leaves it', async () => {
    const onChange = vi.fn();
    render(<AmountField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '1250.5');
    await userEvent.tab();
    expect(valueOf(input)).toBe('TTD 1,250.50');
    expect(onChange).toHaveBeenLastCalledWith('1250.5');
  });

  it('rounds to two decimals', async () => {
    const onChange = vi.fn();
    render(<AmountField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '25.555');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('25.56');
  });

  it('does not take a minus sign', async () => {
    render(<AmountField />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '-30');
    await userEvent.tab();
    expect(valueOf(input)).toBe('TTD 30.00');
  });

  it('gives empty text when cleared', async () => {
    const onChange = vi.fn();
    render(<AmountField defaultValue="25" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(valueOf(input)).toBe('TTD 25.00');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it.each([
    ['1250.5', '1250.5', 'TTD 1,250.50'],
    ['1,250.50', '1250.50', 'TTD 1,250.50'],
    ['TTD 1 250', '1250', 'TTD 1,250.00'],
    ['.5', '0.5', 'TTD 0.50'],
    ['007.10', '7.10', 'TTD 7.10'],
    ['0.005', '0.01', 'TTD 0.01'],
    ['25.554', '25.55', 'TTD 25.55'],
    ['19999999999999999.995', '20000000000000000.00', 'TTD 20,000,000,000,000,000.00'],
  ])('hands %j on as the decimal text %j, shown as %j', async (typed, text, shown) => {
    const onChange = vi.fn();
    render(<AmountField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(text);
    expect(valueOf(input)).toBe(shown);
  });

  it('shows the text it is given, exactly', () => {
    render(<AmountField value="0.30" />);
    expect(valueOf(screen.getByRole('textbox'))).toBe('TTD 0.30');
  });

  it('shows the app’s error', () => {
    render(
      <AmountField defaultValue="10" isInvalid errorMessage="Amount cannot be less than $25.00" />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Amount cannot be less than $25.00',
    );
  });
});
