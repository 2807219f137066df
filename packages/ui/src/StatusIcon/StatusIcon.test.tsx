import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusIcon, statusTone } from './StatusIcon.js';

describe('statusTone', () => {
  it('is green for Successful, red for Failed and amber for anything else', () => {
    expect(statusTone('Successful')).toBe('success');
    expect(statusTone('Failed')).toBe('error');
    expect(statusTone('Captured')).toBe('warning');
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone(' successful ')).toBe('success');
  });
});

describe('StatusIcon', () => {
  it('is an image named by its status', () => {
    render(<StatusIcon status="Failed" />);
    expect(screen.getByRole('img', { name: 'Failed' })).toHaveAttribute('data-tone', 'error');
  });

  it('uses a different shape per tone', () => {
    const shapes = ['Successful', 'Failed', 'Captured'].map((status) => {
      const { container, unmount } = render(<StatusIcon status={status} showTooltip={false} />);
      const html = container.querySelector('svg')!.innerHTML;
      unmount();
      return html;
    });
    expect(new Set(shapes).size).toBe(3);
  });

  it('shows the status in a tooltip on keyboard focus', async () => {
    render(<StatusIcon status="Captured" />);
    await userEvent.tab();
    expect(screen.getByRole('img', { name: 'Captured' })).toHaveFocus();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Captured');
  });

  it('stays out of the tab order without a tooltip', async () => {
    render(<StatusIcon status="Successful" showTooltip={false} label="Payment successful" />);
    expect(screen.getByRole('img', { name: 'Payment successful' })).not.toHaveAttribute('tabindex');
  });
});
