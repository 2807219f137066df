import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
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
 * button with `aria-expanded` and `aria-controls` pointing at its answer (RAC Disclosure).
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
  return (
    <DisclosureGroup
      id={id}
      data-testid={rest['data-testid']}
      aria-label={rest['aria-label']}
      className={styles.group}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
      expandedKeys={expandedKeys}
      onExpandedChange={
        onExpandedChange ? (keys: Set<Key>) => onExpandedChange([...keys].map(String)) : undefined
      }
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <Chevron />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
