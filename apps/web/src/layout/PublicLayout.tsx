import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-5) var(--yo-space-4);
`;

const SkipLink = styled.a`
  position: absolute;
  left: var(--yo-space-2);
  top: -100px;
  z-index: 10;
  padding: var(--yo-space-2) var(--yo-space-4);
  background: var(--yo-color-surface-raised);
  color: var(--yo-color-text-link);
  border-radius: var(--yo-radius-small);
  &:focus {
    top: var(--yo-space-2);
    outline: 3px solid var(--yo-color-focus);
  }
`;

/** The public pages' frame: skip link, header, the screen, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Shell>
  );
}
