import { Dialog, IconButton, Link, Menu, MenuIcon } from '@yo/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Link as RouterLink } from 'wouter';
import { Logo } from './Logo';
import { headerMenus } from './navigation';

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

const Groups = styled.nav`
  display: grid;
  gap: var(--yo-space-4);
  h3 {
    margin: 0 0 var(--yo-space-1);
    font-size: var(--yo-font-size-small);
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--yo-color-text-muted);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Open menu"
        aria-expanded={open}
        onPress={() => setOpen(true)}
        size="medium"
      >
        <MenuIcon />
      </IconButton>
      <Dialog title="Menu" isOpen={open} onOpenChange={setOpen} size="small">
        <Groups aria-label="Main">
          {headerMenus.map((group) => (
            <section key={group.id} aria-labelledby={`mobile-${group.id}`}>
              <h3 id={`mobile-${group.id}`}>{group.label}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={`${group.id}-${item.href}`}>
                    <Link href={item.href} appearance="standalone" onPress={() => setOpen(false)}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Groups>
      </Dialog>
    </>
  );
}

export function Header() {
  return (
    <Bar>
      <Inner>
        <HomeLink href="/">
          <Logo />
        </HomeLink>
        <Wide aria-label="Main">
          {headerMenus.map((group) => (
            <Menu
              key={group.id}
              trigger={group.label}
              placement="bottom start"
              items={group.items.map((item) => ({
                id: `${group.id}-${item.href}`,
                label: item.label,
                href: item.href,
              }))}
            />
          ))}
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
