import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from './FullScreenLoader.js';

describe('FullScreenLoader', () => {
  it('renders nothing when closed', () => {
    render(<FullScreenLoader isOpen={false} label="Processing Your Request" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its label, with a progressbar', () => {
    render(<FullScreenLoader isOpen label="Processing Your Request" description="Please wait." />);
    const dialog = screen.getByRole('dialog', { name: 'Processing Your Request' });
    expect(dialog).toHaveAccessibleDescription('Please wait.');
    expect(
      screen.getByRole('progressbar', { name: 'Processing Your Request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing Your Request');
  });

  it('takes focus, keeps it and ignores Escape', async () => {
    render(
      <>
        <button type="button">Behind</button>
        <FullScreenLoader isOpen label="Processing Your Request" />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
