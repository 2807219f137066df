import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.js';

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('TextArea', { timeout: 20_000 }, () => {
  it('is a multi-line textbox of 5 rows named by its label', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Comments (Optional)" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Comments (Optional)' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    await userEvent.type(box, 'Line one{Enter}Line two');
    expect(onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  });

  it('shows the spec message with a hidden "Error:" prefix when invalid', () => {
    render(
      <TextArea label="Message" isRequired isInvalid errorMessage="Message cannot be empty" />,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Message cannot be empty');
  });

  it('limits the length and can show a count', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextArea label="Comments" maxLength={10} showCount value={value} onChange={setValue} />
      );
    }
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comments' });
    expect(box).toHaveAttribute('maxlength', '10');
    await userEvent.type(box, 'abc');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('puts the id on the textarea and honours rows', () => {
    render(<TextArea label="Notes" id="notes" rows={3} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('id', 'notes');
    expect(box).toHaveAttribute('rows', '3');
  });
});
