import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert.js';

describe('Alert', () => {
  it('interrupts with role alert for an error', () => {
    render(<Alert tone="error">Server communication error. Please try again later</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Server communication error. Please try again later',
    );
  });

  it('waits politely with role status for the other tones', () => {
    for (const tone of ['info', 'success', 'warning'] as const) {
      const { unmount } = render(<Alert tone={tone}>Hello</Alert>);
      expect(screen.getByRole('status')).toHaveAttribute('data-tone', tone);
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('names the tone in text, not only by colour', () => {
    render(
      <Alert tone="warning" title="Careful">
        Service Temporarily Unavailable
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Warning: CarefulService Temporarily Unavailable',
    );
  });

  it('draws a different icon shape per tone', () => {
    const shapes = (['error', 'info', 'success', 'warning'] as const).map((tone) => {
      const { container, unmount } = render(<Alert tone={tone}>x</Alert>);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      const html = svg.innerHTML;
      unmount();
      return html;
    });
    expect(new Set(shapes).size).toBe(4);
  });

  it('renders a title and an action', () => {
    render(
      <Alert tone="info" title="Heads up" action={<button type="button">Retry</button>}>
        Body
      </Alert>,
    );
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('can be silent when present from the first paint', () => {
    render(
      <Alert tone="error" announce="none">
        Already there
      </Alert>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
