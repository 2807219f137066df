import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './CookieBanner.js';

function setup(props: Partial<Parameters<typeof CookieBanner>[0]> = {}) {
  const handlers = { onAccept: vi.fn(), onSave: vi.fn(), onAllowAll: vi.fn() };
  render(<CookieBanner {...handlers} {...props} />);
  return handlers;
}

describe('CookieBanner', () => {
  it('is a named region with Manage and Accept', () => {
    setup();
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Manage', 'Accept']);
  });

  it('reports Accept', async () => {
    const { onAccept } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('manages: necessary always on, analytics off by default, focus moved to the preferences', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    // The preferences are a chunk of their own, loaded when Manage is pressed.
    const preferences = await screen.findByRole('heading', { name: 'Cookie preferences' });
    await waitFor(() => expect(preferences).toHaveFocus());
    const necessary = screen.getByRole('switch', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(necessary);
    expect(necessary).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Save Preferences',
      'Allow All',
    ]);
  });

  it('saves the chosen preferences', async () => {
    const { onSave } = setup({ defaultMode: 'manage' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenLastCalledWith({ necessary: true, analytics: false });
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenLastCalledWith({ necessary: true, analytics: true });
  });

  it('reports Allow All', async () => {
    const { onAllowAll } = setup({ defaultMode: 'manage' });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow All' }));
    expect(onAllowAll).toHaveBeenCalledTimes(1);
  });

  it('does not touch cookies or storage', async () => {
    const before = document.cookie;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
