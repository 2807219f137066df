import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog.js';

const question = 'Are you sure you want to remove the following payment method?';

describe('AlertDialog', () => {
  it('is an alertdialog named by its title, with focus on Cancel', async () => {
    render(
      <AlertDialog title="Remove Payment Method" defaultOpen>
        {question}
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Remove Payment Method' })).toHaveTextContent(
      question,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AlertDialog
        title="Remove Payment Method"
        defaultOpen
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      >
        {question}
      </AlertDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <AlertDialog title="Remove" defaultOpen onConfirm={onConfirm} onCancel={onCancel}>
        {question}
      </AlertDialog>,
    );
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for an async confirm and stays open when it fails', async () => {
    let reject!: (error: Error) => void;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_, r) => {
          reject = r;
        }),
    );
    render(
      <AlertDialog title="Remove" defaultOpen onConfirm={onConfirm} pendingLabel="Removing">
        {question}
      </AlertDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('progressbar', { name: 'Removing' })).toBeInTheDocument();
    reject(new Error('failed'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes when an async confirm succeeds', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(
      <AlertDialog title="Remove" defaultOpen onConfirm={onConfirm}>
        {question}
      </AlertDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does not close on a click outside', async () => {
    render(
      <AlertDialog title="Remove" defaultOpen>
        {question}
      </AlertDialog>,
    );
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
