import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationDialog, type VerificationDialogProps } from './VerificationDialog.js';

afterEach(() => vi.useRealTimers());

const destinations = { email: 'alex@example.com', sms: '+1(868) 555-0123' };

function props(overrides: Partial<VerificationDialogProps> = {}): VerificationDialogProps {
  return {
    isOpen: true,
    onClose: vi.fn(),
    step: 'code',
    method: 'email',
    destinations,
    onChooseMethod: vi.fn(),
    code: '',
    onCodeChange: vi.fn(),
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onTryAnotherWay: vi.fn(),
    secondsLeft: 100,
    ...overrides,
  };
}

/** The dialog with its code held in state, as the app holds it. */
function Controlled(overrides: Partial<VerificationDialogProps>) {
  const [code, setCode] = useState('');
  return (
    <VerificationDialog
      {...props(overrides)}
      code={code}
      onCodeChange={(digits) => {
        setCode(digits);
        overrides.onCodeChange?.(digits);
      }}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Verification' });
const codeField = () => within(dialog()).getByRole('textbox', { name: 'Verification Code' });
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('VerificationDialog, code screen', () => {
  it('says where the code went and is a one-time-code numeric field', () => {
    render(<VerificationDialog {...props({ method: 'sms' })} />);
    expect(dialog()).toHaveTextContent('Enter the 6-digit code sent by SMS to +1(868) 555-0123.');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 01:40');
  });

  it('takes digits only, spaced, and reports the digits', async () => {
    const onCodeChange = vi.fn();
    render(<Controlled onCodeChange={onCodeChange} />);
    await userEvent.type(codeField(), '1a2-3 4x56789');
    expect(codeField()).toHaveValue('1 2 3 4 5 6');
    expect(onCodeChange).toHaveBeenLastCalledWith('123456');
    expect(onCodeChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D/));
  });

  it('fills from a pasted whole code', async () => {
    const onCodeChange = vi.fn();
    render(<Controlled onCodeChange={onCodeChange} />);
    await userEvent.click(codeField());
    await userEvent.paste('Your Yo code is 654 321');
    expect(codeField()).toHaveValue('6 5 4 3 2 1');
    expect(onCodeChange).toHaveBeenLastCalledWith('654321');
  });

  it('puts focus in the code field when the code screen shows', async () => {
    const { rerender } = render(<VerificationDialog {...props({ step: 'choose' })} />);
    expect(within(dialog()).getByRole('radio', { name: /Email/ })).toHaveFocus();
    rerender(<VerificationDialog {...props({ step: 'code' })} />);
    expect(codeField()).toHaveFocus();
  });

  it('submits by Submit and by Enter', async () => {
    const onSubmit = vi.fn();
    render(<VerificationDialog {...props({ onSubmit, code: '123456' })} />);
    await userEvent.click(button('Submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(codeField(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('disables Submit at 0 and offers Resend code', async () => {
    const onSubmit = vi.fn();
    const onResend = vi.fn();
    render(<VerificationDialog {...props({ onSubmit, onResend, secondsLeft: 0 })} />);
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByText('The code has expired.')).toBeVisible();
    await userEvent.type(codeField(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(button('Resend code'));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('runs the countdown to expiresAt, and a new expiresAt restarts it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const start = Date.now();
    const { rerender } = render(
      <VerificationDialog {...props({ secondsLeft: undefined, expiresAt: start + 2000 })} />,
    );
    expect(button('Submit')).toBeEnabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(button('Submit')).toBeDisabled();
    expect(button('Resend code')).toBeInTheDocument();
    rerender(
      <VerificationDialog
        {...props({ secondsLeft: undefined, expiresAt: Date.now() + 120_000 })}
      />,
    );
    expect(button('Submit')).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(within(dialog()).queryByRole('button', { name: 'Resend code' })).toBeNull();
  });

  it('shows the error under the field, as its description, and announces it', () => {
    render(<VerificationDialog {...props({ errorMessage: 'Please complete the OTP' })} />);
    expect(codeField()).toHaveAccessibleDescription('Error: Please complete the OTP');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    const live = within(dialog())
      .getAllByText('Please complete the OTP')
      .find((node) => node.getAttribute('aria-live') === 'assertive');
    expect(live).toBeDefined();
  });

  it('Try Another Way goes back to the choice', async () => {
    const onTryAnotherWay = vi.fn();
    render(<VerificationDialog {...props({ onTryAnotherWay })} />);
    await userEvent.click(button('Try Another Way'));
    expect(onTryAnotherWay).toHaveBeenCalledTimes(1);
  });

  it('while verifying: Submit pending, no second submit, Try Another Way disabled', async () => {
    const onSubmit = vi.fn();
    render(<VerificationDialog {...props({ onSubmit, code: '123456', isVerifying: true })} />);
    await userEvent.click(button('Submit'));
    await userEvent.type(codeField(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('progressbar', { name: 'Checking code' })).toBeTruthy();
    expect(button('Try Another Way')).toBeDisabled();
  });

  it('shows a notice above the field', () => {
    render(<VerificationDialog {...props({ notice: <p role="alert">Refused.</p> })} />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Refused.');
  });
});

describe('VerificationDialog, choice screen', () => {
  it('offers Email and SMS with where each goes, the preset one selected', async () => {
    const onChooseMethod = vi.fn();
    render(<VerificationDialog {...props({ step: 'choose', method: 'sms', onChooseMethod })} />);
    const group = within(dialog()).getByRole('radiogroup', {
      name: 'How would you like to receive your code?',
    });
    expect(within(group).getByRole('radio', { name: 'Email alex@example.com' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'SMS +1(868) 555-0123' })).toBeChecked();
    await userEvent.click(button('Send code'));
    expect(onChooseMethod).toHaveBeenCalledWith('sms');
  });

  it('sends by the method chosen, email when none is preset', async () => {
    const onChooseMethod = vi.fn();
    render(<VerificationDialog {...props({ step: 'choose', method: null, onChooseMethod })} />);
    expect(within(dialog()).getByRole('radio', { name: /Email/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog()).getByRole('radio', { name: /SMS/ })).toBeChecked();
    await userEvent.tab();
    expect(button('Cancel')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChooseMethod).toHaveBeenCalledWith('sms');
  });

  it('while sending: progress on Send code, no second send', async () => {
    const onChooseMethod = vi.fn();
    render(
      <VerificationDialog
        {...props({ step: 'choose', method: 'email', isSending: true, onChooseMethod })}
      />,
    );
    await userEvent.click(button('Send code'));
    expect(onChooseMethod).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('progressbar', { name: 'Sending code' })).toBeTruthy();
  });
});

describe('VerificationDialog, closing', () => {
  it('Cancel calls onClose', async () => {
    const onClose = vi.fn();
    render(<VerificationDialog {...props({ onClose })} />);
    await userEvent.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape calls onClose, from the code field too', async () => {
    const onClose = vi.fn();
    render(<VerificationDialog {...props({ onClose })} />);
    expect(codeField()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape calls onClose from the choice screen', async () => {
    const onClose = vi.fn();
    render(<VerificationDialog {...props({ step: 'choose', onClose })} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes its texts from the app', () => {
    render(
      <VerificationDialog
        {...props({ title: 'Verify your phone', labels: { submit: 'Verify', cancel: 'Back' } })}
      />,
    );
    const named = screen.getByRole('dialog', { name: 'Verify your phone' });
    expect(within(named).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(named).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('VerificationDialog, reopening', () => {
  it('forgets a choice that was not sent', async () => {
    const { rerender } = render(
      <VerificationDialog {...props({ step: 'choose', method: null })} />,
    );
    await userEvent.click(within(dialog()).getByRole('radio', { name: /SMS/ }));
    expect(within(dialog()).getByRole('radio', { name: /SMS/ })).toBeChecked();
    rerender(<VerificationDialog {...props({ step: 'choose', method: null, isOpen: false })} />);
    rerender(<VerificationDialog {...props({ step: 'choose', method: null })} />);
    expect(within(dialog()).getByRole('radio', { name: /Email/ })).toBeChecked();
  });
});
