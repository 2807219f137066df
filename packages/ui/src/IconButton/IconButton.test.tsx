import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.js';
import * as buttonStyles from '../Button/Button.css.js';
import { IconButton } from './IconButton.js';
import { CloseIcon } from './icons.js';

describe('IconButton', () => {
  it('is a button named by its label, with a decorative icon', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close" onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Open menu" onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close" isDisabled onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it("shares Button's styles for the same variant", () => {
    render(
      <>
        <Button variant="outline">Menu</Button>
        <IconButton label="Open menu" variant="outline">
          <CloseIcon />
        </IconButton>
      </>,
    );
    const [button, iconButton] = screen.getAllByRole('button');
    const shared = [buttonStyles.base, buttonStyles.variant.outline];
    expect(button!.className.split(' ')).toEqual(expect.arrayContaining(shared));
    expect(iconButton!.className.split(' ')).toEqual(expect.arrayContaining(shared));
  });
});
