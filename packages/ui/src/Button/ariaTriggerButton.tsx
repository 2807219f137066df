import { Button as AriaButton } from 'react-aria-components';

/** Button's element inside react-aria's triggers: react-aria's own button (TriggerButtonContext). */
export const ariaTriggerButton = { Element: AriaButton };
