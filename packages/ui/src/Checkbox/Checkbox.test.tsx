import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.js';

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('Checkbox', { timeout: 20_000 }, () => {
  it('is a checkbox named by its label that toggles by click and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Save Card</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Save Card' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows the error with a hidden prefix and describes the checkbox with it', () => {
    render(
      <Checkbox isInvalid errorMessage="Agree to the terms and conditions." id="terms">
        I agree to the Terms and Conditions
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    expect(box).toHaveAttribute('id', 'terms');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Agree to the terms and conditions.');
  });

  it('hides the error while valid, and describes the box with its description', () => {
    render(
      <Checkbox errorMessage="Agree to the terms and conditions." description="Required once.">
        Primary Payment Method
      </Checkbox>,
    );
    expect(screen.queryByText('Agree to the terms and conditions.')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Required once.');
  });

  it('can be disabled, required and indeterminate', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox isDisabled onChange={onChange}>
          Save Card
        </Checkbox>
        <Checkbox isRequired>Terms</Checkbox>
        <Checkbox isIndeterminate>All</Checkbox>
      </>,
    );
    const disabled = screen.getByRole('checkbox', { name: 'Save Card' });
    expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Terms' })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
  });
});
