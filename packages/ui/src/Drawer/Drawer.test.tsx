import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer.js';
import { signedInSections } from './drawerSample.js';

afterEach(() => vi.unstubAllGlobals());

/** Pretends the viewport is (or is not) at least the desktop width. */
function stubWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Drawer', () => {
  it('is a permanent navigation landmark on wide screens', () => {
    stubWide(true);
    render(<Drawer sections={signedInSections} footer="© 2026 Yo" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Bill Pay',
      'Top Up',
      'Activity',
      'Account',
      'About Us',
      'Contact Us',
      'FAQs',
    ]);
    expect(within(nav).getByRole('list', { name: 'More Info' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav).toHaveTextContent('© 2026 Yo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is hidden below the desktop width until opened, then a modal', () => {
    stubWide(false);
    const { rerender } = render(<Drawer sections={signedInSections} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Drawer sections={signedInSections} isOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Main' });
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('closes the temporary drawer with its button, Escape and a chosen link', async () => {
    stubWide(false);
    const onOpenChange = vi.fn();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Drawer sections={signedInSections} isOpen onOpenChange={onOpenChange} />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Top Up' }));
    expect(navigate).toHaveBeenCalledWith('/user/topup', undefined);
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('closes the temporary drawer when the screen grows to the wide layout', async () => {
    stubWide(true);
    const onOpenChange = vi.fn();
    render(<Drawer sections={signedInSections} isOpen onOpenChange={onOpenChange} />);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('can be forced into either form', () => {
    stubWide(false);
    render(<Drawer sections={signedInSections} variant="permanent" aria-label="Side menu" />);
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });
});
