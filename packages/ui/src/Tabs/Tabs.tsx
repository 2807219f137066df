import type { Key, ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
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

/** Tabs switch between panels of related content on one page; the row scrolls when narrow. */
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
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      id={id}
      data-testid={testId}
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
      keyboardActivation={keyboardActivation}
      disabledKeys={disabledKeys}
    >
      <AriaTabList aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.list}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
