import { Button, ChevronDownIcon, IconButton, MenuIcon } from '@yo/ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { Link as RouterLink } from 'wouter';
import { headerMenus, type NavGroup } from './navigation';

/**
 * The header's menus of links as disclosures (WAI-ARIA APG "disclosure navigation menu"): a button
 * with aria-expanded that shows or hides a list of plain links. Links need no menu semantics, so
 * the page loads no menu, popover or focus-trap code for them. Escape closes a list and returns
 * focus to its button; a list also closes when focus or a click goes elsewhere, and when a link
 * is followed. Arrow keys move between the links, as the pattern allows.
 */

const ListLink = styled(RouterLink)`
  display: flex;
  align-items: center;
  min-height: var(--yo-size-touch-target);
  padding: var(--yo-space-2) var(--yo-space-3);
  border-radius: var(--yo-radius-small);
  color: var(--yo-color-text-default);
  font-weight: var(--yo-font-weight-medium);
  line-height: var(--yo-font-line-height-tight);
  text-decoration: none;
  &:hover {
    background: var(--yo-color-surface-hover);
  }
  &:focus-visible {
    outline: 3px solid var(--yo-color-focus);
    outline-offset: -3px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dropdown = styled(List)`
  position: absolute;
  top: calc(100% + var(--yo-space-1));
  left: 0;
  z-index: 3;
  min-width: 240px;
  padding: var(--yo-space-1);
  background: var(--yo-color-surface-raised);
  border: 1px solid var(--yo-color-border-default);
  border-radius: var(--yo-radius-medium);
  box-shadow: var(--yo-shadow-overlay);
`;

const Group = styled.div`
  position: relative;
`;

const Chevron = styled.span`
  display: inline-flex;
  margin-inline-end: calc(-1 * var(--yo-space-1));
`;

/** Up and Down (and Home, End) move focus between the links of the list that holds focus. */
function moveBetweenLinks(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || links.length === 0) return;
  event.preventDefault();
  links[(next + links.length) % links.length]?.focus();
}

/**
 * Closes what `open` shows on Escape (focus back to the button), on a click outside `area`, and
 * when focus moves outside it.
 */
function useDismiss(
  open: boolean,
  close: () => void,
  area: RefObject<HTMLElement | null>,
  button: () => HTMLElement | null,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && area.current?.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button()?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, area, button]);
}

function Links({ group, onFollow }: { group: NavGroup; onFollow: () => void }) {
  return group.items.map((item) => (
    <li key={`${group.id}-${item.href}`}>
      <ListLink href={item.href} onClick={onFollow}>
        {item.label}
      </ListLink>
    </li>
  ));
}

/** One wide-screen group: its button and, when open, its dropdown list of links. */
function DisclosureMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  const button = useCallback(() => area.current?.querySelector('button') ?? null, []);
  useDismiss(open, close, area, button);
  return (
    <Group
      ref={area}
      onKeyDown={(event) => {
        if (open && event.key === 'ArrowDown' && event.target === button()) {
          event.preventDefault();
          area.current?.querySelector('a')?.focus();
        } else if (event.target !== button()) moveBetweenLinks(event);
      }}
    >
      <Button
        variant="text"
        size="medium"
        aria-expanded={open}
        aria-controls={listId}
        onPress={() => setOpen((was) => !was)}
      >
        {group.label}
        <Chevron>
          <ChevronDownIcon />
        </Chevron>
      </Button>
      <Dropdown id={listId} hidden={!open}>
        <Links group={group} onFollow={close} />
      </Dropdown>
    </Group>
  );
}

export function WideMenus() {
  return headerMenus.map((group) => <DisclosureMenu key={group.id} group={group} />);
}

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 3;
  display: grid;
  gap: var(--yo-space-4);
  max-height: calc(100vh - 100%);
  overflow-y: auto;
  padding: var(--yo-space-4);
  background: var(--yo-color-surface-raised);
  border-bottom: 1px solid var(--yo-color-border-default);
  box-shadow: var(--yo-shadow-overlay);
  &[hidden] {
    display: none;
  }
  h2 {
    margin: 0 0 var(--yo-space-1);
    font-size: var(--yo-font-size-small);
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--yo-color-text-muted);
  }
`;

/** Small screens: one "Open menu" button that shows every group's links below the header. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const button = useCallback(() => area.current?.querySelector('button') ?? null, []);
  useDismiss(open, close, area, button);
  return (
    <div ref={area}>
      <IconButton
        label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen((was) => !was)}
        size="medium"
      >
        <MenuIcon />
      </IconButton>
      <Panel id={panelId} aria-label="Main" hidden={!open} onKeyDown={moveBetweenLinks}>
        {headerMenus.map((group) => (
          <section key={group.id} aria-labelledby={`${panelId}-${group.id}`}>
            <h2 id={`${panelId}-${group.id}`}>{group.label}</h2>
            <List>
              <Links group={group} onFollow={close} />
            </List>
          </section>
        ))}
      </Panel>
    </div>
  );
}
