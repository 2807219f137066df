import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpField, formatCountdown } from './OtpField.js';

afterEach(() => vi.useRealTimers());

describe('formatCountdown', () => {
  it('writes seconds as mm:ss, never below zero', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(119)).toBe('01:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('OtpField', () => {
  it('is a labelled numeric input the browser can fill with a one-time code', () => {
    render(<OtpField />);
    const input = screen.getByRole('textbox', { name: 'Verification Code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows six spaced digits and calls onComplete with the code', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<OtpField onChange={onChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12a3456789');
    expect(input).toHaveValue('1 2 3 4 5 6');
    expect(onChange).toHaveBeenLastCalledWith('1 2 3 4 5 6', '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills from a pasted whole code, even over a full field', async () => {
    render(<OtpField defaultValue="111111" />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('Your code is 654 321');
    expect(input).toHaveValue('6 5 4 3 2 1');
  });

  it('counts down from secondsLeft given by the app', () => {
    const { rerender } = render(<OtpField secondsLeft={120} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 02:00');
    rerender(<OtpField secondsLeft={61} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
  });

  it('runs its own clock towards expiresAt and announces the expiry', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const onExpire = vi.fn();
    render(<OtpField expiresAt={new Date('2026-11-22T12:00:03Z')} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('The code has expired.')).toHaveAttribute('aria-live', 'polite');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('gives the resend slot the countdown state', () => {
    const resend = vi.fn(({ isExpired }: { isExpired: boolean }) =>
      isExpired ? <button type="button">Resend code</button> : null,
    );
    const { rerender } = render(<OtpField secondsLeft={10} resend={resend} />);
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    rerender(<OtpField secondsLeft={0} resend={resend} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(resend).toHaveBeenLastCalledWith({ isExpired: true, secondsLeft: 0 });
  });

  it('shows the app’s error', () => {
    render(<OtpField isInvalid errorMessage="Please complete the OTP" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Please complete the OTP',
    );
  });
});
