import { render, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogTrigger } from '../Dialog/index.js';
import { Button, DOUBLE_ACTIVATION_GUARD_MS } from './Button.js';

afterEach(() => vi.useRealTimers());

describe('Button', () => {
  it('is a button named by its content and calls onPress', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Next</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is type="button" unless asked otherwise, so it never submits a form by accident', () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Back
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows progress and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Submitting payment" onPress={onPress}>
        SUBMIT
      </Button>,
    );
    expect(screen.getByRole('progressbar', { name: 'Submitting payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps focus while pending, is not submitted, and says so to screen readers', async () => {
    function Harness({ isPending }: { isPending: boolean }) {
      return (
        <form onSubmit={(event) => event.preventDefault()}>
          <Button type="submit" isPending={isPending} pendingLabel="Submitting payment">
            SUBMIT
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Harness isPending={false} />);
    const button = screen.getByRole('button', { name: 'SUBMIT' });
    button.focus();
    rerender(<Harness isPending />);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('type', 'button');
    const live = { selector: '[aria-live="assertive"]' };
    expect(await screen.findByText('Submitting payment', live)).toBeInTheDocument();
    rerender(<Harness isPending={false} />);
    expect(button).toHaveAttribute('type', 'submit');
    expect(await screen.findByText('SUBMIT', live)).toBeInTheDocument();
  });

  it('opens the overlay of the react-aria trigger it sits in', async () => {
    render(
      <DialogTrigger>
        <Button>Edit</Button>
        <Dialog title="Edit Profile">Details</Dialog>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('gives every variant and every size its own look', () => {
    const variants = ['primary', 'secondary', 'outline', 'text', 'critical'] as const;
    const sizes = ['small', 'medium', 'large'] as const;
    const classNamesOf = (elements: JSX.Element[]) =>
      elements.map((element) => {
        const { container, unmount } = render(element);
        const className = container.querySelector('button')!.className;
        unmount();
        return className;
      });
    const byVariant = classNamesOf(variants.map((v) => <Button variant={v}>Go</Button>));
    const bySize = classNamesOf(sizes.map((s) => <Button size={s}>Go</Button>));
    expect(new Set(byVariant).size).toBe(variants.length);
    expect(new Set(bySize).size).toBe(sizes.length);
  });

  describe('preventDoubleActivation', () => {
    it('treats a double click as one activation', async () => {
      const onPress = vi.fn();
      render(
        <Button preventDoubleActivation onPress={onPress}>
          SUBMIT
        </Button>,
      );
      await userEvent.dblClick(screen.getByRole('button', { name: 'SUBMIT' }));
      expect(onPress).toHaveBeenCalledTimes(1);
    });

    it('accepts a new activation once the guard time has passed', async () => {
      const now = vi.spyOn(Date, 'now');
      const onPress = vi.fn();
      render(
        <Button preventDoubleActivation onPress={onPress}>
          SUBMIT
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'SUBMIT' });
      now.mockReturnValue(10_000);
      await userEvent.click(button);
      now.mockReturnValue(10_000 + DOUBLE_ACTIVATION_GUARD_MS - 1);
      await userEvent.click(button);
      expect(onPress).toHaveBeenCalledTimes(1);
      now.mockReturnValue(10_000 + DOUBLE_ACTIVATION_GUARD_MS);
      await userEvent.click(button);
      expect(onPress).toHaveBeenCalledTimes(2);
      now.mockRestore();
    });

    it('submits its form once on a double click', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
          <Button type="submit" preventDoubleActivation>
            SUBMIT
          </Button>
        </form>,
      );
      await userEvent.dblClick(screen.getByRole('button', { name: 'SUBMIT' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('leaves an unguarded button free to activate twice', async () => {
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Next</Button>);
      await userEvent.dblClick(screen.getByRole('button', { name: 'Next' }));
      expect(onPress).toHaveBeenCalledTimes(2);
    });
  });
});
