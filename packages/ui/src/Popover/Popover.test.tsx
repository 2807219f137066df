import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { Popover } from './Popover.js';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    render(
      <Popover title="Card security code" trigger={<Button>What is the CVV?</Button>}>
        Three digits on the back.
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'What is the CVV?' }));
    expect(screen.getByRole('dialog', { name: 'Card security code' })).toHaveTextContent(
      'Three digits on the back.',
    );
  });

  it('closes on Escape and returns focus', async () => {
    const onOpenChange = vi.fn();
    render(
      <Popover aria-label="Help" onOpenChange={onOpenChange} trigger={<Button>Help</Button>}>
        Text
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Help' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('gives its content a close function', async () => {
    render(
      <Popover title="Fees" trigger={<Button>Fees</Button>} defaultOpen>
        {(close) => <Button onPress={close}>Got it</Button>}
      </Popover>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fees' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
