import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, copyrightYears } from './Footer.js';

const links = [
  { href: '/about', label: 'About Us' },
  { href: '/faq', label: 'FAQs' },
];

describe('Footer', () => {
  it('writes the copyright from 2005 to the year given', () => {
    render(<Footer links={links} year={2031} holder="Yo" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2005–2031 Yo');
  });

  it('defaults to the current year', () => {
    render(<Footer links={links} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2005–${new Date().getFullYear()}`);
  });

  it('lists links and documents in named navigations', () => {
    render(
      <Footer
        links={links}
        documents={[{ href: '/terms.pdf', label: 'Terms and Conditions', external: true }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    const docs = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(docs.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it('formats one year or a range', () => {
    expect(copyrightYears(2005, 2005)).toBe('2005');
    expect(copyrightYears(2005, 2026)).toBe('2005–2026');
  });
});
