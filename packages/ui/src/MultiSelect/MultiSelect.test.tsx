import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './MultiSelect.js';

const types = [
  { id: 'billpay', label: 'Bill Pay' },
  { id: 'topup', label: 'Topup' },
];
const providers = [
  { id: 'tstt', label: 'TSTT' },
  { id: 'tntec', label: 'T&TEC' },
  { id: 'wasa', label: 'WASA' },
];

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('MultiSelect', { timeout: 20_000 }, () => {
  it('chooses several options and shows each as a chip', async () => {
    const onChange = vi.fn();
    render(<MultiSelect label="Transaction Type" options={types} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Transaction Type/ });
    expect(trigger).toHaveTextContent('Select');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'Bill Pay' }));
    expect(onChange).toHaveBeenLastCalledWith(['billpay']);
    await userEvent.click(screen.getByRole('option', { name: 'Topup' }));
    expect(onChange).toHaveBeenLastCalledWith(['billpay', 'topup']);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveTextContent('2 selected');
    const chips = screen.getByRole('grid', { name: 'Transaction Type: chosen' });
    expect(
      within(chips)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Bill Pay', 'Topup']);
  });

  it('removes a chip with its button or the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <MultiSelect
        label="Providers"
        options={providers}
        defaultValue={['tstt', 'wasa']}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove TSTT' }));
    expect(onChange).toHaveBeenLastCalledWith(['wasa']);
    expect(screen.queryByRole('button', { name: 'Remove TSTT' })).not.toBeInTheDocument();
    const chip = screen.getByRole('row', { name: 'WASA' });
    chip.focus();
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('when disabled, shows its hint and offers nothing to change', () => {
    render(
      <MultiSelect
        label="Providers"
        options={providers}
        isDisabled
        defaultValue={['tstt']}
        description="Select transaction type (Bill Pay) to filter providers"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Providers/ });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAccessibleDescription(
      'Select transaction type (Bill Pay) to filter providers',
    );
    expect(screen.queryByRole('button', { name: 'Remove TSTT' })).not.toBeInTheDocument();
  });

  it('works controlled and shows errors with the hidden prefix', () => {
    render(
      <MultiSelect
        label="Carriers"
        id="carriers"
        options={[{ id: 'digicel', label: 'Digicel' }]}
        value={['digicel']}
        isInvalid
        errorMessage="Choose at least one carrier"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Carriers/ });
    expect(trigger).toHaveAttribute('id', 'carriers');
    expect(trigger).toHaveAccessibleDescription('Error: Choose at least one carrier');
    expect(screen.getByRole('button', { name: 'Remove Digicel' })).toBeInTheDocument();
  });
});
