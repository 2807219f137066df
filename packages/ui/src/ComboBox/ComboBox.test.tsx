import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox.js';

const countries = [
  { id: '780', label: 'Trinidad and Tobago' },
  { id: '052', label: 'Barbados' },
  { id: '388', label: 'Jamaica' },
  { id: '840', label: 'United States of America' },
  { id: '124', label: 'Canada' },
];

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('ComboBox', { timeout: 20_000 }, () => {
  it('is a combobox named by its label that filters as you type', async () => {
    const onChange = vi.fn();
    render(<ComboBox label="Country" options={countries} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'trin');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('780');
    expect(input).toHaveValue('Trinidad and Tobago');
  });

  it('works by keyboard alone', async () => {
    const onChange = vi.fn();
    render(<ComboBox label="Country" options={countries} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('cana');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('124');
  });

  it('opens the whole list from its button', async () => {
    render(<ComboBox label="Country" options={countries} />);
    await userEvent.click(screen.getByRole('button', { name: /Show options/ }));
    expect(screen.getAllByRole('option')).toHaveLength(countries.length);
  });

  it('says when nothing matches', async () => {
    render(<ComboBox label="Payee" options={countries} emptyMessage="No payees found" />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No payees found')).toBeInTheDocument();
  });

  it('shows the spec message when invalid and puts the id on the input', () => {
    render(
      <ComboBox
        label="Payee"
        id="payee"
        options={countries}
        isInvalid
        errorMessage="You must select a payee"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Payee' });
    expect(input).toHaveAttribute('id', 'payee');
    expect(input).toHaveAccessibleDescription('Error: You must select a payee');
  });

  it('shows the chosen option and can be disabled', () => {
    render(<ComboBox label="Country" options={countries} defaultValue="388" isDisabled />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('Jamaica');
    expect(input).toBeDisabled();
  });
});
