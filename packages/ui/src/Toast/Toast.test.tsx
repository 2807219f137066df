import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion, createToastQueue, showToast } from './Toast.js';

describe('Toast', () => {
  it('shows nothing until a toast is added, then a named region', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      showToast(queue, { tone: 'info', message: 'Profile updated successfully' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Profile updated successfully');
  });

  it('announces errors assertively and the others politely', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'error', message: 'There was an issue sending the OTP code' });
      showToast(queue, { tone: 'success', message: 'Successfully added new card' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('There was an issue sending the OTP code');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Successfully added new card');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('names each toast by its message', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'success', message: 'Card details updated successfully' });
    });
    expect(
      screen.getByRole('alertdialog', { name: 'Card details updated successfully' }),
    ).toBeInTheDocument();
  });

  it('closes from its close button and calls onClose', async () => {
    const queue = createToastQueue();
    const onClose = vi.fn();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'info', message: 'Sent' }, { onClose });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalled();
  });

  it('hides by itself after its timeout', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'success', message: 'Done' }, { timeout: 50 });
    });
    expect(screen.getByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Done')).not.toBeInTheDocument());
  });

  it('pauses the countdown while hovered', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'info', message: 'Stay' }, { timeout: 100 });
    });
    await userEvent.hover(screen.getByRole('region'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByText('Stay')).toBeInTheDocument();
    await userEvent.unhover(screen.getByRole('region'));
    await waitFor(() => expect(screen.queryByText('Stay')).not.toBeInTheDocument());
  });
});
