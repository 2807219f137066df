import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Processing Your Request" />);
    const bar = screen.getByRole('progressbar', { name: 'Processing Your Request' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('announces its label politely', () => {
    render(<Spinner label="Processing Your Request" />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing Your Request');
  });

  it('can stay silent when something else announces the wait', () => {
    render(<Spinner label="Loading" announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Spinner label="Loading transactions" showLabel={false} />);
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
  });
});
