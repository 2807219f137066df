import { Link } from '@yo/ui';
import styled from 'styled-components';
import { Link as RouterLink } from 'wouter';
import { MobileMenu, WideMenus } from './HeaderMenus';
import { Logo } from './Logo';

const Bar = styled.header`
  position: relative;
  z-index: 2;
  background: var(--yo-color-surface-raised);
  border-bottom: 1px solid var(--yo-color-border-default);
  box-shadow: var(--yo-shadow-raised);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--yo-space-3);
  max-width: var(--yo-size-content);
  margin: 0 auto;
  padding: var(--yo-space-2) var(--yo-space-4);
`;

const Wide = styled.nav`
  display: none;
  align-items: center;
  gap: var(--yo-space-1);
  @media (min-width: 960px) {
    display: flex;
  }
`;

const Narrow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--yo-space-2);
  @media (min-width: 960px) {
    display: none;
  }
`;

const HomeLink = styled(RouterLink)`
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
        <Wide aria-label="Main">
          <WideMenus />
          <Link href="/login" appearance="button" size="small">
            Log in
          </Link>
        </Wide>
        <Narrow>
          <Link href="/login" appearance="button" size="small">
            Log in
          </Link>
          <MobileMenu />
        </Narrow>
      </Inner>
    </Bar>
  );
}
