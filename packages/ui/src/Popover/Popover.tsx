import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
} from 'react-aria-components';
import { ariaTriggerButton } from '../Button/ariaTriggerButton.js';
import { TriggerButtonContext } from '../Button/TriggerButtonContext.js';
import * as styles from './Popover.css.js';

export type PopoverPlacement =
  'top' | 'bottom' | 'start' | 'end' | 'top start' | 'top end' | 'bottom start' | 'bottom end';

export interface PopoverProps {
  /** The button that opens it: a Button or IconButton. */
  trigger: ReactElement;
  /** A heading that also names the popover for screen readers. */
  title?: ReactNode;
  /** The popover's name when it has no title. */
  'aria-label'?: string;
  /** The content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: PopoverPlacement;
  /** Draws the small arrow pointing at the trigger. */
  showArrow?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  'data-testid'?: string;
}

/**
 * Extra information or a small task next to the button that opened it, without leaving the page:
 * a non-modal dialog that closes on Escape or a click outside and returns focus to its button.
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  placement = 'bottom',
  showArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  'data-testid': testId,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TriggerButtonContext.Provider value={ariaTriggerButton}>
        {trigger}
      </TriggerButtonContext.Provider>
      <AriaPopover
        placement={placement}
        offset={showArrow ? 12 : 4}
        className={`${styles.surface} ${styles.popover}`}
      >
        {showArrow ? (
          <OverlayArrow>
            <svg
              width={16}
              height={8}
              viewBox="0 0 16 8"
              className={styles.arrow}
              aria-hidden="true"
            >
              <path d="M0 0 L8 8 L16 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        <AriaDialog aria-label={ariaLabel} className={styles.dialog} data-testid={testId}>
          {({ close }) => (
            <>
              {title ? (
                <Heading slot="title" level={3} className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
