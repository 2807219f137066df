import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.js';

export interface TabItem {
  /** Stable id, used for `selectedKey` (e.g. "general", "pay-bills"). */
  id: string;
  /** The tab's text: "General", "Pay Bills". */
  label: ReactNode;
  /** What the panel shows when this tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers ("FAQ topics"), unless `aria-labelledby` is given. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Controlled selection (the tab's id). */
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /** automatic: arrow keys select as they move; manual: Enter or Space selects. */
  keyboardActivation?: 'automatic' | 'manual';
  id?: string;
  'data-testid'?: string;
}

/** The keys that move between tabs, to the index they move to (disabled tabs skipped). */
function nextIndex(key: string, from: number, enabled: boolean[]): number | null {
  const count = enabled.length;
  const step = (start: number, by: number) => {
    for (let i = 1; i <= count; i += 1) {
      const index = (((start + by * i) % count) + count) % count;
      if (enabled[index]) return index;
    }
    return null;
  };
  if (key === 'ArrowRight') return step(from, 1);
  if (key === 'ArrowLeft') return step(from, -1);
  if (key === 'Home') return step(-1, 1);
  if (key === 'End') return step(count, -1);
  return null;
}

/**
 * Tabs switch between panels of related content on one page; the row scrolls when narrow. The
 * WAI-ARIA tabs pattern on plain buttons: one tab stop (the selected tab), arrow keys, Home and
 * End move along the row (selecting as they go, or on Enter and Space when manual), and the
 * selected panel is labelled by its tab. Plain elements, so a prerendered page hydrates them
 * without re-rendering its content.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
  id,
  'data-testid': testId,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const firstEnabled = items.find((item) => !item.isDisabled)?.id;
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedKey ?? firstEnabled);
  const requested = selectedKey ?? uncontrolled;
  const selected = items.some((item) => item.id === requested && !item.isDisabled)
    ? requested
    : firstEnabled;

  const select = (next: string) => {
    if (next === selected) return;
    if (selectedKey === undefined) setUncontrolled(next);
    onSelectionChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const to = nextIndex(
      event.key,
      from,
      items.map((item) => !item.isDisabled),
    );
    if (to === null) return;
    event.preventDefault();
    tabRefs.current[to]?.focus();
    if (keyboardActivation === 'automatic') select(items[to]!.id);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-tabpanel-${item.id}`;
  const current = items.find((item) => item.id === selected);

  return (
    <div id={id} data-testid={testId} className={styles.tabs}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-orientation="horizontal"
        className={styles.list}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.isDisabled}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          key={current.id}
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={tabId(current)}
          // Its first content is text (a heading): the panel itself takes focus after the tabs.
          tabIndex={0}
          className={styles.panel}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
