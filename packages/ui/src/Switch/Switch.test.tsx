import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.js';

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('Switch', { timeout: 20_000 }, () => {
  it('is a switch named by its label that toggles by click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Analytics</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Analytics' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('is described by its description', () => {
    render(<Switch description="Helps us improve Yo.">Analytics</Switch>);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Helps us improve Yo.');
  });

  it('stays on when read-only and ignores presses when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Necessary
        </Switch>
        <Switch isDisabled onChange={onChange}>
          Primary
        </Switch>
      </>,
    );
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    await userEvent.click(necessary);
    expect(necessary).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Primary' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can put the label first', () => {
    render(<Switch labelPosition="start">Primary</Switch>);
    const root = screen.getByRole('switch').closest('label')!;
    const track = root.querySelector('span[aria-hidden="true"]')!;
    const text = screen.getByText('Primary');
    expect(text.compareDocumentPosition(track) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
