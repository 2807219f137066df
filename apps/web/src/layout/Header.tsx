import styled from 'styled-components';
import { Link } from 'wouter';
import { Logo } from './Logo';

const Bar = styled.header`
  background: var(--yo-color-surface-raised);
  border-bottom: 1px solid var(--yo-color-border-default);
  box-shadow: var(--yo-shadow-raised);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--yo-space-4);
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-2) var(--yo-space-4);
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--yo-space-2);
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: var(--yo-size-touch-target);
  padding: 0 var(--yo-space-3);
  border-radius: var(--yo-radius-medium);
  color: var(--yo-color-text-default);
  font-weight: var(--yo-font-weight-semibold);
  text-decoration: none;
  &:hover {
    background: var(--yo-color-surface-hover);
  }
  &:focus-visible {
    outline: 3px solid var(--yo-color-focus);
    outline-offset: 2px;
  }
`;

const LoginLink = styled(NavLink)`
  background: var(--yo-color-brand-primary);
  color: var(--yo-color-brand-on-primary);
  &:hover {
    background: var(--yo-color-brand-primary-hover);
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  border-radius: var(--yo-radius-medium);
  &:focus-visible {
    outline: 3px solid var(--yo-color-focus);
    outline-offset: 2px;
  }
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <HomeLink href="/">
          <Logo />
        </HomeLink>
        <Nav aria-label="Main">
          <NavLink href="/quickpay">Quick Pay</NavLink>
          <LoginLink href="/login">Log in</LoginLink>
        </Nav>
      </Inner>
    </Bar>
  );
}
