import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.js';

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('TextField', { timeout: 20_000 }, () => {
  it('is a textbox named by its label that reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="First Name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ann');
    expect(onChange).toHaveBeenLastCalledWith('Ann');
  });

  it('puts the id on the input so an error summary can link to it', () => {
    render(<TextField label="Email" id="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'email');
  });

  it('describes the input with its description', () => {
    render(<TextField label="Email" description="We send your receipt here." />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('We send your receipt here.');
  });

  it('shows the error with a hidden "Error:" prefix only while invalid', () => {
    const { rerender } = render(
      <TextField label="First Name" errorMessage="First Name cannot be empty" />,
    );
    expect(screen.queryByText('First Name cannot be empty')).not.toBeInTheDocument();
    rerender(<TextField label="First Name" isInvalid errorMessage="First Name cannot be empty" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: First Name cannot be empty');
    expect(screen.getByText('Error:')).toBeInTheDocument();
  });

  it('marks a required field for assistive technology and shows a hidden asterisk', () => {
    render(<TextField label="Email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not block form submission by default, so the app can show its summary', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Email" isRequired />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the result of validate after a change', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Message"
          value={value}
          onChange={setValue}
          validate={(v) => (v.trim() === '' ? 'Message cannot be empty' : null)}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    expect(input).toHaveAccessibleDescription('Error: Message cannot be empty');
  });

  it('is disabled and read-only on request', () => {
    render(
      <>
        <TextField label="A" isDisabled />
        <TextField label="B" isReadOnly defaultValue="fixed" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAttribute('readonly');
  });

  it('passes input attributes through the whitelist', () => {
    render(
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={50}
        placeholder="name@example.com"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toHaveAttribute('placeholder', 'name@example.com');
  });

  it('renders adornments inside the box and gives the input to inputRef', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(
      <TextField
        label="Phone"
        startAdornment="+1868"
        endAdornment={<span>✓</span>}
        inputRef={ref}
      />,
    );
    expect(screen.getByText('+1868')).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('with native validation, blocks the submission and then shows the error', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField
          label="Code"
          validationBehavior="native"
          validate={(v) => (v === 'ok' ? null : 'Code is not valid')}
        />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('Error: Code is not valid');
    await userEvent.type(input, 'ok');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the value typed into an uncontrolled field, from its default', async () => {
    render(<TextField label="Name" defaultValue="Ann" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'e');
    expect(input).toHaveValue('Anne');
  });

  it("with native validation, shows the browser's own constraint as the error once blocked", async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Email" type="email" validationBehavior="native" />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'abc');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `Error: ${(input as HTMLInputElement).validationMessage}`,
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'a@b.co');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hands a function errorMessage the validity the browser read', async () => {
    render(
      <TextField
        label="Email"
        type="email"
        isInvalid
        errorMessage={({ validationDetails }) =>
          validationDetails.typeMismatch ? 'Not an email' : 'Something else'
        }
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'abc');
    expect(input).toHaveAccessibleDescription('Error: Not an email');
  });
});
