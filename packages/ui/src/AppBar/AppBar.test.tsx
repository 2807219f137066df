import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppBar, initialsOf } from './AppBar.js';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Keisha Ramdial-Charles')).toBe('KR');
    expect(initialsOf('jane q. public')).toBe('JP');
    expect(initialsOf('Ravi')).toBe('R');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('AppBar', () => {
  it('is the banner with a named logo link home, the user and the menu', () => {
    render(
      <AppBar
        logo={<svg aria-hidden="true" />}
        logoLabel="Yo – Dashboard"
        userName="Keisha Ramdial-Charles"
        phone="+1 (868) 555-0123"
        menu={<button type="button">Account menu</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Yo – Dashboard' })).toHaveAttribute('href', '/user');
    expect(banner).toHaveTextContent('Keisha Ramdial-Charles');
    expect(banner).toHaveTextContent('+1 (868) 555-0123');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('shows initials as decoration, the name stays readable', () => {
    const { container } = render(
      <AppBar logo="Yo" logoLabel="Home" userName="Keisha Ramdial-Charles" />,
    );
    const avatar = container.querySelector('[aria-hidden="true"]')!;
    expect(avatar).toHaveTextContent('KR');
    expect(screen.getByText('Keisha Ramdial-Charles')).toBeInTheDocument();
  });
});
