import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItem } from './Menu.js';

const items: MenuItem[] = [
  { id: 'account', label: 'Account', href: '/user/account' },
  { id: 'logout', label: 'Log out', tone: 'critical' },
];

describe('Menu', () => {
  it('is a menu button that opens a named menu', async () => {
    render(<Menu trigger="JD" aria-label="JD, account menu" items={items} />);
    const button = screen.getByRole('button', { name: 'JD, account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('menu', { name: /JD/ })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Account',
      'Log out',
    ]);
  });

  it('chooses Log out from the keyboard and returns focus', async () => {
    const onAction = vi.fn();
    render(<Menu trigger="JD" aria-label="JD, account menu" items={items} onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'JD, account menu' })).toHaveFocus(),
    );
  });

  it('closes on Escape without acting', async () => {
    const onAction = vi.fn();
    render(<Menu trigger="JD" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: /JD/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('navigates items with href through the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Menu trigger="JD" items={items} defaultOpen />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(navigate).toHaveBeenCalledWith('/user/account', undefined);
  });

  it('skips disabled items', async () => {
    render(
      <Menu
        trigger="Actions"
        defaultOpen
        items={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B', isDisabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('menuitem', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
  });
});
