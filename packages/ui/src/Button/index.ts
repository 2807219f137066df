export { Button, DOUBLE_ACTIVATION_GUARD_MS } from './Button.js';
export { buttonClassName } from './classNames.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.js';
