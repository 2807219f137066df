import { buttonClassName, ChevronDownIcon, iconButtonClassName, MenuIcon } from '@yo/ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Link as RouterLink } from 'wouter';
import * as styles from './HeaderMenus.css';
import { headerMenus, type NavGroup } from './navigation';

/**
 * The header's menus of links as disclosures (WAI-ARIA APG "disclosure navigation menu"): a button
 * with aria-expanded that shows or hides a list of plain links. Links need no menu semantics, so
 * the page loads no menu, popover or focus-trap code for them. Escape closes a list and returns
 * focus to its button; a list also closes when focus or a click goes elsewhere, and when a link
 * is followed. Arrow keys move between the links, as the pattern allows.
 */

/** Marks the element whose links Up and Down move between: a dropdown, or the whole small-screen menu. */
const LINK_LIST_ATTRIBUTE = 'data-link-list';

/** Up and Down (and Home, End) move focus between the links of the list that holds focus. */
function moveBetweenLinks(event: KeyboardEvent<HTMLAnchorElement>) {
  const list = event.currentTarget.closest(`[${LINK_LIST_ATTRIBUTE}]`);
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const at = links.indexOf(event.currentTarget);
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
      <RouterLink
        href={item.href}
        className={styles.listLink}
        onClick={onFollow}
        onKeyDown={moveBetweenLinks}
      >
        {item.label}
      </RouterLink>
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
    <div className={styles.group} ref={area}>
      <button
        type="button"
        className={buttonClassName({ variant: 'text', size: 'medium' })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (!open || event.key !== 'ArrowDown') return;
          event.preventDefault();
          area.current?.querySelector('a')?.focus();
        }}
      >
        {group.label}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      <ul
        id={listId}
        className={`${styles.list} ${styles.dropdown}`}
        hidden={!open}
        {...{ [LINK_LIST_ATTRIBUTE]: '' }}
      >
        <Links group={group} onFollow={close} />
      </ul>
    </div>
  );
}

export function WideMenus() {
  return headerMenus.map((group) => <DisclosureMenu key={group.id} group={group} />);
}

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
      <button
        type="button"
        className={iconButtonClassName({ size: 'medium' })}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <MenuIcon />
      </button>
      <nav
        id={panelId}
        className={styles.panel}
        aria-label="Main"
        hidden={!open}
        {...{ [LINK_LIST_ATTRIBUTE]: '' }}
      >
        {headerMenus.map((group) => (
          <section key={group.id} aria-labelledby={`${panelId}-${group.id}`}>
            <h2 id={`${panelId}-${group.id}`}>{group.label}</h2>
            <ul className={styles.list}>
              <Links group={group} onFollow={close} />
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
