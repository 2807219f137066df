import type { ReactElement, ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { ariaTriggerButton } from '../Button/ariaTriggerButton.js';
import { TriggerButtonContext } from '../Button/TriggerButtonContext.js';
import * as styles from './Tooltip.css.js';

export interface TooltipProps {
  /** The tip: "Successful", "Failed", "Pending". Short, plain text. */
  content: ReactNode;
  /**
   * The element it describes: a Button, IconButton, Link, or a `TooltipTarget` around a
   * non-interactive icon. It must take keyboard focus.
   */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hover before it shows (focus shows it at once). */
  delay?: number;
  closeDelay?: number;
  /** `focus`: shows on keyboard focus only, not on hover. */
  trigger?: 'focus';
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short label that appears next to an element on hover and on keyboard focus, and is read by
 * screen readers as the element's description. Escape hides it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  trigger,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      trigger={trigger}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <TriggerButtonContext.Provider value={ariaTriggerButton}>
        {children}
      </TriggerButtonContext.Provider>
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

export interface TooltipTargetProps {
  /** The icon (decorative). */
  children: ReactNode;
  /** What the icon means, its accessible name: "Successful". */
  label: string;
}

/**
 * Makes a non-interactive icon (a status icon) reachable by keyboard and named, so a Tooltip can
 * describe it: `<Tooltip content="Successful"><TooltipTarget label="Successful">…</TooltipTarget></Tooltip>`.
 */
export function TooltipTarget({ children, label }: TooltipTargetProps) {
  return (
    <Focusable>
      {/* A focusable image: tooltips need a keyboard way in, and the image has a name. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span role="img" aria-label={label} tabIndex={0} className={styles.target}>
        {children}
      </span>
    </Focusable>
  );
}
