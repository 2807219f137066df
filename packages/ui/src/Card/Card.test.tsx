import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.js';

describe('Card', () => {
  it('titles its content with a heading at the level asked', () => {
    render(
      <Card title="Payee Details" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payee Details' })).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('places actions and footer', () => {
    render(
      <Card
        title="Payee Details"
        actions={<button type="button">Edit payee details</button>}
        footer={<button type="button">Next</button>}
      >
        Body
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Edit payee details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('is a named region only when asked', () => {
    const { rerender } = render(<Card title="Monthly Stats">x</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(
      <Card title="Monthly Stats" isLandmark>
        x
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Monthly Stats' })).toBeInTheDocument();
  });

  it('renders no header without title or actions', () => {
    render(<Card>Only body</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
