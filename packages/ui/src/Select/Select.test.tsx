import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.js';

const cardTypes = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'amex', label: 'American Express', isDisabled: true },
];

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('Select', { timeout: 20_000 }, () => {
  it('opens a listbox from a button named by the label and reports the chosen id', async () => {
    const onChange = vi.fn();
    render(<Select label="Card type" options={cardTypes} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Card type/ });
    expect(trigger).toHaveTextContent('Select');
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Mastercard' }));
    expect(onChange).toHaveBeenCalledWith('mastercard');
    expect(trigger).toHaveTextContent('Mastercard');
  });

  it('works by keyboard', async () => {
    const onChange = vi.fn();
    render(<Select label="Card type" options={cardTypes} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('mastercard');
  });

  it('does not offer disabled options', async () => {
    render(<Select label="Card type" options={cardTypes} />);
    await userEvent.click(screen.getByRole('button', { name: /Card type/ }));
    expect(screen.getByRole('option', { name: 'American Express' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the spec message with a hidden prefix when invalid', () => {
    render(
      <Select
        label="Card type"
        id="cardType"
        options={cardTypes}
        isInvalid
        errorMessage="Please select card type."
      />,
    );
    const trigger = screen.getByRole('button', { name: /Card type/ });
    expect(trigger).toHaveAttribute('id', 'cardType');
    expect(trigger).toHaveAccessibleDescription('Error: Please select card type.');
  });

  it('shows a controlled value and a custom placeholder', () => {
    const { rerender } = render(
      <Select label="State" options={cardTypes} value={null} placeholder="Choose a state" />,
    );
    expect(screen.getByRole('button', { name: /State/ })).toHaveTextContent('Choose a state');
    rerender(<Select label="State" options={cardTypes} value="visa" />);
    expect(screen.getByRole('button', { name: /State/ })).toHaveTextContent('Visa');
  });

  it('can be disabled', () => {
    render(<Select label="Card type" options={cardTypes} isDisabled />);
    expect(screen.getByRole('button', { name: /Card type/ })).toBeDisabled();
  });
});
