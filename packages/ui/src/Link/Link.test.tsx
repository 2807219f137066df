import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.js';
import * as buttonStyles from '../Button/Button.css.js';
import { Link } from './Link.js';

describe('Link', () => {
  it('is a link to its href named by its content', () => {
    render(<Link href="/terms">Terms and Conditions</Link>);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it("navigates with the app's router inside RouterProvider", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/base${href}`}>
        <Link href="/user/billpay">Pay Bills Now</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Pay Bills Now' });
    expect(link).toHaveAttribute('href', '/base/user/billpay');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/user/billpay', undefined);
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com" external>
        Privacy Policy
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Privacy Policy\s*\(opens in a new tab\)/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the current page', () => {
    render(
      <Link href="/user" isCurrent>
        Dashboard
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page');
  });

  it("draws the button appearance with Button's own classes", () => {
    render(
      <>
        <Button variant="secondary">Topup Now</Button>
        <Link href="/user/topup" appearance="button" buttonVariant="secondary">
          Topup Now
        </Link>
      </>,
    );
    // All but the class for a plain button's own states: the link is react-aria's and has its.
    const buttonClasses = screen
      .getByRole('button')
      .className.split(' ')
      .filter((className) => className !== buttonStyles.plain);
    const linkClasses = screen.getByRole('link').className.split(' ');
    for (const className of buttonClasses) expect(linkClasses).toContain(className);
  });

  it('does not navigate when disabled', async () => {
    const navigate = vi.fn();
    const onPress = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/user" isDisabled onPress={onPress}>
          Dashboard
        </Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(navigate).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();
  });
});
