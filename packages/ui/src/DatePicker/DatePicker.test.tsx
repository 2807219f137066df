import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, parseIsoDate } from './DatePicker.js';

function segments() {
  return screen.getAllByRole('spinbutton');
}

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('DatePicker', { timeout: 20_000 }, () => {
  it('shows the date as yyyy-MM-DD, year first', () => {
    render(<DatePicker label="Start Date" defaultValue="2026-03-07" />);
    const group = screen.getByRole('group', { name: 'Start Date' });
    expect(group.textContent).toContain('2026-03-07');
    expect(segments().map((s) => s.getAttribute('aria-label') ?? s.textContent)).toHaveLength(3);
  });

  it('reports a typed date as an ISO string', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" onChange={onChange} />);
    await userEvent.click(segments()[0]!);
    await userEvent.keyboard('2026');
    await userEvent.keyboard('11');
    await userEvent.keyboard('22');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
  });

  it('picks a date from the calendar', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="End Date" defaultValue="2026-11-10" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const grid = screen.getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /November 20, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  });

  it('describes the field with the format and shows errors with the hidden prefix', () => {
    render(
      <DatePicker label="End Date" isInvalid errorMessage="End Date must be after Start Date" />,
    );
    expect(screen.getByText('yyyy-MM-DD')).toBeInTheDocument();
    expect(screen.getByText('End Date must be after Start Date')).toBeInTheDocument();
    expect(screen.getByText('Error:')).toBeInTheDocument();
  });

  it('puts the id on the group for the error summary and can be disabled', () => {
    render(<DatePicker label="Start Date" id="startDate" isDisabled />);
    expect(screen.getByRole('group', { name: 'Start Date' })).toHaveAttribute('id', 'startDate');
    expect(screen.getByRole('button', { name: /Choose date/ })).toBeDisabled();
  });

  it('parseIsoDate reads ISO dates and rejects the rest', () => {
    expect(parseIsoDate('2026-02-28')?.toString()).toBe('2026-02-28');
    expect(parseIsoDate('28/02/2026')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});
