import styled from 'styled-components';
import { Link } from 'wouter';

const Bar = styled.footer`
  background: var(--yo-color-surface-inverse);
  color: var(--yo-color-text-inverse);
`;

const Inner = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-6) var(--yo-space-4);
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--yo-space-1) var(--yo-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const footerLink = `
  display: inline-flex;
  align-items: center;
  min-height: var(--yo-size-touch-target);
  color: var(--yo-color-text-inverse);
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 3px solid var(--yo-color-text-inverse);
    outline-offset: 2px;
  }
`;

const FooterLink = styled(Link)`
  ${footerLink}
`;

const DocumentLink = styled.a`
  ${footerLink}
`;

const Copyright = styled.p`
  margin: 0;
  font-size: var(--yo-font-size-small);
`;

const pages = [
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/optout', label: 'Cookie Preferences' },
  { href: '/faq', label: 'FAQs' },
  { href: '/secure', label: 'Security' },
];

const documents = [
  { id: 'yo-terms-and-conditions', label: 'Terms and Conditions' },
  { id: 'yo-privacy-policy', label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <Bar>
      <Inner>
        <nav aria-label="Footer">
          <Links>
            {pages.map((page) => (
              <li key={page.href}>
                <FooterLink href={page.href}>{page.label}</FooterLink>
              </li>
            ))}
            {documents.map((doc) => (
              <li key={doc.id}>
                <DocumentLink href={`/api/document/${doc.id}`} target="_blank" rel="noopener">
                  {doc.label}
                </DocumentLink>
              </li>
            ))}
          </Links>
        </nav>
        <Copyright>
          © 2005–{new Date().getFullYear()} Yo Payments Limited. All rights reserved.
        </Copyright>
      </Inner>
    </Bar>
  );
}
