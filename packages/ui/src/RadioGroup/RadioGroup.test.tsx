import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup.js';

function Cards(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Payment method" {...props}>
      <Radio value="saved" id="method-saved">
        Visa ending 4242
      </Radio>
      <Radio value="new">New card</Radio>
      <Radio value="other" isDisabled>
        Mastercard ending 5454 (expired)
      </Radio>
    </RadioGroup>
  );
}

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('RadioGroup', { timeout: 20_000 }, () => {
  it('is a radiogroup named by its label; arrows move the choice', async () => {
    const onChange = vi.fn();
    render(<Cards onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Visa ending 4242' }));
    expect(onChange).toHaveBeenLastCalledWith('saved');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'New card' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('new');
  });

  it('shows the group error with a hidden prefix', () => {
    render(<Cards isInvalid errorMessage="Must select a payment method." />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Must select a payment method.');
  });

  it('skips disabled options, and can be disabled as a whole', () => {
    const { rerender } = render(<Cards />);
    expect(screen.getByRole('radio', { name: /expired/ })).toBeDisabled();
    rerender(<Cards isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('puts an id on an option for the error summary', () => {
    render(<Cards defaultValue="new" />);
    expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveAttribute(
      'id',
      'method-saved',
    );
    expect(screen.getByRole('radio', { name: 'New card' })).toBeChecked();
  });
});
