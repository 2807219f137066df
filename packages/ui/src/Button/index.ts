export { Button, DOUBLE_ACTIVATION_GUARD_MS } from './Button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.js';
