export { PasswordField, stripSpaces } from './PasswordField.js';
export type { PasswordFieldProps } from './PasswordField.js';
