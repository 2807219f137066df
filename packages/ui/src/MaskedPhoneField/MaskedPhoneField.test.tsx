import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaskedPhoneField } from './MaskedPhoneField.js';

describe('MaskedPhoneField', () => {
  it('is a labelled tel input filled as tel', () => {
    render(<MaskedPhoneField />);
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('starts with +1868 and writes the mask as the user types', async () => {
    const onChange = vi.fn();
    render(<MaskedPhoneField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('+1(868) ');
    await userEvent.type(input, '5551234');
    expect(input).toHaveValue('+1(868) 555-1234');
    expect(onChange).toHaveBeenLastCalledWith('+1(868) 555-1234', '18685551234');
    await userEvent.type(input, '9');
    expect(input).toHaveValue('+1(868) 555-1234');
  });

  it('keeps the prefilled +1(868) when the field is reached by Tab and typed into', async () => {
    render(
      <>
        <button type="button">before</button>
        <MaskedPhoneField />
      </>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    // A browser selects the whole value of a field reached by Tab.
    input.addEventListener('focus', () => input.select(), { capture: true, once: true });
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([8, 8]);
    await userEvent.keyboard('5551234');
    expect(input).toHaveValue('+1(868) 555-1234');
  });

  it('takes another mask and a prefix without a plus', () => {
    render(<MaskedPhoneField mask="#(###)###-####" prefix="1868" defaultValue="18685551234" />);
    expect(screen.getByRole('textbox')).toHaveValue('1(868)555-1234');
  });

  it('keeps the caret in place when a digit in the middle is replaced', async () => {
    render(<MaskedPhoneField defaultValue="18685551234" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    // Select the first "5" of the local number and type a 7 over it.
    input.setSelectionRange(8, 9);
    await userEvent.keyboard('7');
    expect(input).toHaveValue('+1(868) 755-1234');
    expect(input.selectionStart).toBe(9);
  });

  it('shows the app’s error', () => {
    render(<MaskedPhoneField isInvalid errorMessage="Phone number is invalid" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Phone number is invalid',
    );
  });
});

describe('MaskedPhoneField: a whole number pasted or autofilled', () => {
  const cases = [
    '18685551234',
    '+18685551234',
    '+1 (868) 555-1234',
    '1-868-555-1234',
    '8685551234',
    '(868) 555-1234',
    '868 555 1234',
    '5551234',
    '555-1234',
  ];

  it.each(cases)('%j pasted after the prefilled prefix ends as +1(868) 555-1234', async (text) => {
    const onChange = vi.fn();
    render(<MaskedPhoneField onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste(text);
    expect(input).toHaveValue('+1(868) 555-1234');
    expect(onChange).toHaveBeenLastCalledWith('+1(868) 555-1234', '18685551234');
  });

  it.each(cases)(
    '%j pasted over a whole number (no plus mask) ends as 1(868)555-1234',
    async (text) => {
      render(<MaskedPhoneField mask="#(###)###-####" prefix="1868" defaultValue="18687771111" />);
      const input = screen.getByRole<HTMLInputElement>('textbox');
      await userEvent.click(input);
      input.setSelectionRange(0, input.value.length);
      await userEvent.paste(text);
      expect(input).toHaveValue('1(868)555-1234');
    },
  );

  it.each(cases)('%j set at once, as an autofill does, ends as +1(868) 555-1234', (text) => {
    render(<MaskedPhoneField />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: text } });
    expect(input).toHaveValue('+1(868) 555-1234');
  });

  it('completes a local number typed into an emptied field when it is left', async () => {
    render(<MaskedPhoneField />);
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '6201234');
    await userEvent.tab();
    expect(input).toHaveValue('+1(868) 620-1234');
  });

  it('still types digit by digit, and a pasted part of a number stays a part', async () => {
    render(<MaskedPhoneField />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('555');
    expect(input).toHaveValue('+1(868) 555-');
    await userEvent.type(input, '1234');
    expect(input).toHaveValue('+1(868) 555-1234');
  });
});
