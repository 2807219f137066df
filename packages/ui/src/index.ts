import './styles/global.css';

export { Button, DOUBLE_ACTIVATION_GUARD_MS } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { visuallyHidden } from './styles/utilities.css';
export { vars, tokenValues, breakpoints, media } from './tokens';
export type { TokenValues } from './tokens';
