export { Button, DOUBLE_ACTIVATION_GUARD_MS } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
