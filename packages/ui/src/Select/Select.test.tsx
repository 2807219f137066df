import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.js';

const cardTypes = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'amex', label: 'American Express', isDisabled: true },
];

describe('Select', { timeout: 20_000 }, () => {
  it('is a native select named by its label that reports the chosen id', async () => {
    const onChange = vi.fn();
    render(<Select label="Card type" options={cardTypes} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Card type' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('Select');
    await userEvent.selectOptions(select, 'Mastercard');
    expect(onChange).toHaveBeenCalledWith('mastercard');
    expect(select).toHaveDisplayValue('Mastercard');
  });

  it('says its options are loading: busy, the text in place of the placeholder, a named spinner', () => {
    const { rerender } = render(
      <Select label="Payee" options={[]} loadingLabel="Loading payees" />,
    );
    const select = screen.getByRole('combobox', { name: 'Payee' });
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveDisplayValue('Loading payees');
    expect(screen.getByRole('progressbar', { name: 'Loading payees' })).toBeInTheDocument();
    rerender(<Select label="Payee" options={cardTypes} />);
    expect(select).not.toHaveAttribute('aria-busy');
    expect(select).toHaveDisplayValue('Select');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('works by keyboard', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Select label="Card type" options={cardTypes} onChange={onChange} onBlur={onBlur} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Card type' })).toHaveFocus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('does not offer disabled options, nor the placeholder once something is chosen', () => {
    render(<Select label="Card type" options={cardTypes} />);
    expect(screen.getByRole('option', { name: 'American Express' })).toBeDisabled();
    const placeholder = screen.getByRole('combobox').querySelector('option[value=""]');
    expect(placeholder).toHaveTextContent('Select');
    expect(placeholder).toBeDisabled();
  });

  it('shows the spec message with a hidden prefix when invalid', () => {
    render(
      <Select
        label="Card type"
        id="cardType"
        options={cardTypes}
        isRequired
        isInvalid
        description="As on the card."
        errorMessage="Please select card type."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Card type' });
    expect(select).toHaveAttribute('id', 'cardType');
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('As on the card. Error: Please select card type.');
  });

  it('shows a controlled value and a custom placeholder', () => {
    const { rerender } = render(
      <Select label="State" options={cardTypes} value={null} placeholder="Choose a state" />,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Choose a state');
    rerender(
      <Select label="State" options={cardTypes} value="visa" placeholder="Choose a state" />,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Visa');
  });

  it('can be disabled', () => {
    render(<Select label="Card type" options={cardTypes} isDisabled />);
    expect(screen.getByRole('combobox', { name: 'Card type' })).toBeDisabled();
  });
});
