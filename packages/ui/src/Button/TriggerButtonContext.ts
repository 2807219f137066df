import { createContext, type ComponentType, type ReactNode, type Ref } from 'react';

/** The props Button gives the trigger's button. */
export interface TriggerButtonProps {
  children: ReactNode;
  ref: Ref<HTMLButtonElement>;
  type: 'button' | 'submit' | 'reset';
  isDisabled: boolean;
  isPending: boolean;
  onPress: () => void;
  className: string;
}

/**
 * react-aria's overlay triggers (DialogTrigger, Popover, Menu, Tooltip) open their overlay through
 * a react-aria button. Those components provide one here (`ariaTriggerButton`), so a Button inside
 * one renders it; a Button anywhere else is a plain `<button>`, and a page without overlays loads
 * no react-aria.
 */
export const TriggerButtonContext = createContext<{
  Element: ComponentType<TriggerButtonProps>;
} | null>(null);
