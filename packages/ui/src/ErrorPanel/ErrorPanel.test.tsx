import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './ErrorPanel.js';

const title = 'OOPs...Something went wrong.';
const message =
  "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot.";

describe('ErrorPanel', () => {
  it('announces the title and message it is given', () => {
    render(<ErrorPanel title={title} message={message} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('calls onTryAgain from Try Again', async () => {
    const onTryAgain = vi.fn();
    render(<ErrorPanel title={title} message={message} onTryAgain={onTryAgain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it('links Contact Us to the page given', () => {
    render(<ErrorPanel title={title} message={message} contactHref="/user/contactus" />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/user/contactus',
    );
  });

  it('shows no action it was not given', () => {
    render(<ErrorPanel title={title} message={message} announce={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
