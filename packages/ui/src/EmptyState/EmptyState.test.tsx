import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows the message and its action', () => {
    render(
      <EmptyState
        message="You have not made any bill pay transactions"
        action={<button type="button">Pay Bills Now</button>}
      />,
    );
    expect(screen.getByText('You have not made any bill pay transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Bills Now' })).toBeInTheDocument();
  });

  it('hides its picture from screen readers', () => {
    const { container } = render(<EmptyState message="Nothing" />);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('can drop the picture and add a heading', () => {
    const { container } = render(
      <EmptyState message="Nothing" title="No saved cards" headingLevel={2} illustration={null} />,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'No saved cards' })).toBeInTheDocument();
  });
});
