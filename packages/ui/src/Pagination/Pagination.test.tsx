import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageEntries } from './Pagination.js';

describe('pageEntries', () => {
  it('lists every page when there are few', () => {
    expect(pageEntries(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageEntries(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last, current and siblings with ellipses', () => {
    expect(pageEntries(1, 12)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 12]);
    expect(pageEntries(6, 12)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]);
    expect(pageEntries(12, 12)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12]);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the range, the pages and previous/next', () => {
    render(<Pagination page={2} pageSize={10} totalItems={57} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('status')).toHaveTextContent('11–20 of 57');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(6);
  });

  it('moves with previous, next and page buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={10} totalItems={57} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageSize={10} totalItems={57} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={6} pageSize={10} totalItems={57} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('51–57 of 57');
  });

  it('offers 10 to 50 rows per page', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={10}
        totalItems={57}
        onPageChange={vi.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('10');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
    ]);
    await userEvent.selectOptions(select, '30');
    expect(onPageSizeChange).toHaveBeenCalledWith(30);
  });

  it('shows an empty range with no rows', () => {
    render(<Pagination page={1} pageSize={10} totalItems={0} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 0');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
