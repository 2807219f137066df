import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.js';

const props = {
  title: 'Last 6 Month Stats',
  series: [
    { id: 'billPay', label: 'Bill Pay' },
    { id: 'topUps', label: 'Top Ups' },
  ],
  data: [
    { label: 'Jun', values: { billPay: 1250, topUps: 300 } },
    { label: 'Jul', values: { billPay: 980, topUps: 450 } },
  ],
  formatValue: (v: number) => `$${v}`,
};

describe('BarChart', () => {
  it('is a figure titled by its heading', () => {
    render(<BarChart {...props} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Last 6 Month Stats' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Last 6 Month Stats' })).toBeInTheDocument();
  });

  it('has a data table with the same numbers', () => {
    render(<BarChart {...props} />);
    const table = screen.getByRole('table', { name: 'Last 6 Month Stats' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Bill Pay', 'Top Ups']);
    expect(within(table).getByRole('rowheader', { name: 'Jun' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Jun$1250$300');
  });

  it('keeps the full labels in the table when the axis has short ones', () => {
    render(
      <BarChart
        {...props}
        data={[{ label: 'Jun 2026', axisLabel: 'Jun', values: { billPay: 5000, topUps: 0 } }]}
        formatAxisValue={(v) => `$${v / 1000}k`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Last 6 Month Stats' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Jun 2026$5000$0');
  });

  it('shows and hides the table with a toggle', async () => {
    render(<BarChart {...props} />);
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const table = screen.getByRole('table');
    const hiddenClass = table.parentElement!.className;
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(table.parentElement!.className).not.toBe(hiddenClass);
  });

  it('hides the drawing from screen readers', () => {
    const { container } = render(<BarChart {...props} height={200} />);
    const chart = container.querySelector('[aria-hidden="true"][style*="height"]');
    expect(chart).not.toBeNull();
  });
});
