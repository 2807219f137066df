import type { Key, ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover as AriaPopover,
} from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { ariaTriggerButton } from '../Button/ariaTriggerButton.js';
import { TriggerButtonContext } from '../Button/TriggerButtonContext.js';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { ChevronDownIcon } from '../IconButton/icons.js';
import * as popoverStyles from '../Popover/Popover.css.js';
import * as styles from './Menu.css.js';

export interface MenuItem {
  /** Stable id, passed to `onAction` ("logout"). */
  id: string;
  label: ReactNode;
  /** Plain text of the label, for type-ahead when the label is not a string. */
  textValue?: string;
  /** Navigates (through the app's RouterProvider) instead of calling `onAction`. */
  href?: string;
  /** critical (red) for leaving or removing: "Log out". */
  tone?: 'default' | 'critical';
  isDisabled?: boolean;
}

export interface MenuProps {
  /** What the menu button shows: the user's initials, or name and phone number. */
  trigger: ReactNode;
  /**
   * The menu button's accessible name when its content is not enough; it must contain the visible
   * text (WCAG 2.5.3): "JD, account menu for John Doe".
   */
  'aria-label'?: string;
  items: MenuItem[];
  /** Called with the item's id when one is chosen (by click, Enter or Space). */
  onAction?: (id: string) => void;
  /** Button's look for the menu button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where the menu opens, relative to its button. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  id?: string;
  'data-testid'?: string;
}

/** A button that opens a list of actions: the signed-in user menu with "Log out". */
export function Menu({
  trigger,
  'aria-label': ariaLabel,
  items,
  onAction,
  variant = 'text',
  size = 'medium',
  placement = 'bottom end',
  isDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  id,
  'data-testid': testId,
}: MenuProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TriggerButtonContext.Provider value={ariaTriggerButton}>
        <Button
          variant={variant}
          size={size}
          isDisabled={isDisabled}
          aria-label={ariaLabel}
          id={id}
          data-testid={testId}
        >
          {trigger}
          <span className={styles.triggerIcon}>
            <ChevronDownIcon />
          </span>
        </Button>
      </TriggerButtonContext.Provider>
      <AriaPopover placement={placement} offset={4} className={popoverStyles.surface}>
        <AriaMenu
          className={styles.menu}
          disabledKeys={disabledKeys}
          onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
        >
          {items.map((item) => (
            <AriaMenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.id)}
              className={[styles.item, item.tone === 'critical' ? styles.critical : undefined]
                .filter(Boolean)
                .join(' ')}
            >
              {item.label}
            </AriaMenuItem>
          ))}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
