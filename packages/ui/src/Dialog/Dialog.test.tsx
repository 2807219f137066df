import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { Dialog, DialogTrigger } from './Dialog.js';

function Example(props: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={props.onOpenChange}>
      <Button>Edit</Button>
      <Dialog
        title="Edit Profile"
        actions={(close) => (
          <Button variant="outline" onPress={close}>
            Cancel
          </Button>
        )}
      >
        <input aria-label="First Name" />
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit Profile' })).toBeVisible();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from its × button and from an action given close', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps focus inside while open', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is controlled by isOpen and reports closing', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Verification" isOpen onOpenChange={onOpenChange} hideCloseButton>
        Code
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('draws the full-screen variant', () => {
    render(
      <Dialog title="Reset Password" size="fullScreen" isOpen>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
