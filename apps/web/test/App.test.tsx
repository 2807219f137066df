import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../src/app/App';

describe('the public shell', () => {
  it('shows the header, the home screen and the footer, and titles the page', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pay bills, top up and give',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yo home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 2005–${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/api/document/yo-terms-and-conditions',
    );
    expect(document.title).toBe('Yo | Home');
  });

  it('sends any unknown path to the home page', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    expect(window.location.pathname).toBe('/');
  });
});
