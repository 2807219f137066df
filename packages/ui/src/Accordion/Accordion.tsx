import { createElement, useId, useState, type ReactNode } from 'react';
import * as styles from './Accordion.css.js';

export interface AccordionItem {
  /** Stable id, used for expanded keys. */
  id: string;
  /** The question (the button's text). */
  title: ReactNode;
  /** The answer shown when expanded. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each question, to fit the page's outline (FAQ: 3 under the tab's 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Let several answers be open at once; otherwise opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Ids open at first (uncontrolled). */
  defaultExpandedKeys?: string[];
  /** Ids open now (controlled), with `onExpandedChange`. */
  expandedKeys?: string[];
  onExpandedChange?: (keys: string[]) => void;
  /** Names the group for screen readers, e.g. "Pay Bills questions". */
  'aria-label'?: string;
  id?: string;
  'data-testid'?: string;
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Questions that open to show their answers (the FAQ). Each question is a heading containing a
 * button with `aria-expanded` and `aria-controls` pointing at its answer (the WAI-ARIA accordion
 * pattern, on plain elements: a prerendered page hydrates them without re-rendering its content).
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys,
  expandedKeys,
  onExpandedChange,
  id,
  ...rest
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultExpandedKeys ?? []);
  const expanded = expandedKeys ?? uncontrolled;

  const toggle = (itemId: string) => {
    const next = expanded.includes(itemId)
      ? expanded.filter((key) => key !== itemId)
      : allowsMultipleExpanded
        ? [...expanded, itemId]
        : [itemId];
    if (expandedKeys === undefined) setUncontrolled(next);
    onExpandedChange?.(next);
  };

  return (
    <div
      id={id}
      data-testid={rest['data-testid']}
      role={rest['aria-label'] ? 'group' : undefined}
      aria-label={rest['aria-label']}
      className={styles.group}
    >
      {items.map((item) => {
        const isExpanded = expanded.includes(item.id);
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} className={styles.item}>
            {createElement(
              `h${headingLevel}`,
              { className: styles.heading },
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={isExpanded}
                aria-controls={panelId}
                disabled={item.isDisabled}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Chevron />
              </button>,
            )}
            <div
              id={panelId}
              role="group"
              aria-labelledby={buttonId}
              hidden={!isExpanded}
              className={styles.panel}
            >
              <div className={styles.panelInner}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
