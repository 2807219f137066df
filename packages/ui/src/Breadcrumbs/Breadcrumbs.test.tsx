import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Partner Stories', href: '/case-studies' },
  { label: 'Solis Credit' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation whose last item is the current page', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // react-aria keeps the current page in the list as a disabled link marked current.
    const current = within(nav).getByText('Solis Credit');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('navigates through the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Breadcrumbs items={items} />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });
});
